/** Colours of the demo products' pictures; each product names one, so its name and picture agree. */
export const palettes = {
  copper: { body: "#b8692f", shade: "#7c4219", light: "#f0ad74", accent: "#3d2817" },
  brass: { body: "#c9a23a", shade: "#8a6a18", light: "#f3dc8a", accent: "#3a2f12" },
  maroon: { body: "#7d1f2e", shade: "#4d0f1a", light: "#c0566a", accent: "#1f1a1a" },
  rose: { body: "#c98a7d", shade: "#94594f", light: "#f1c5ba", accent: "#3b2a28" },
  terracotta: { body: "#b5543a", shade: "#7a3020", light: "#e69579", accent: "#2e1e18" },
  charcoal: { body: "#3a3d42", shade: "#1f2124", light: "#7b8089", accent: "#c2a15b" },
  midnight: { body: "#1f2a44", shade: "#10172a", light: "#5c6f9c", accent: "#d0d4dc" },
  granite: { body: "#6e6a66", shade: "#45423f", light: "#b4afa8", accent: "#1d1d1d" },
  steel: { body: "#a7b0b8", shade: "#6c7680", light: "#eef2f5", accent: "#4a535c" },
  iron: { body: "#34312e", shade: "#181614", light: "#6e6862", accent: "#6b4a2b" },
  forest: { body: "#2f5d46", shade: "#1b3a2a", light: "#6fa487", accent: "#1a1a1a" },
  emerald: { body: "#1f7a5c", shade: "#0f4d39", light: "#5fc2a0", accent: "#1c1c1c" },
  sapphire: { body: "#2b5ba8", shade: "#173a73", light: "#7fa6e6", accent: "#1c1c22" },
} as const;

export type ColourName = keyof typeof palettes;
export type Palette = (typeof palettes)[ColourName];

export const backgroundTints = ["#fbf6ee", "#f3f6f4", "#f6f3fa", "#fdf3ec", "#eef4f8", "#f8f5e9", "#f4f1ee"] as const;
export const foodColours = ["#c2571a", "#d9a520", "#8a3b12", "#4f7a28", "#e0b15a", "#b8321f"] as const;
