/** What the profile page's actions answer (a plain module: the catalogue keys these for other languages). */
export const profileMessages = {
  loadFailed: "Failed to load profile data",
  updateFailed: "Failed to update profile",
  tryAgain: "Please try that again.",
  chooseAddress: "Choose an address",
  updated: "Your profile has been updated.",
  addressAdded: "Address added.",
  defaultUpdated: "Default address updated.",
} as const;
