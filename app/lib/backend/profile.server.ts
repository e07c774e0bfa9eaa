import type { ProfileBody, ProfileJson } from "../../../contract/profile";
import type { SavedLanguageBody } from "../../../contract/language-fields";
import type { Language } from "../../../contract/languages";
import { backendJson } from "./client.server";

/** `GET /users/profile`: name, email, phone and saved addresses. */
export function fetchProfile(token: string): Promise<ProfileJson> {
  return backendJson<ProfileJson>("/users/profile", { token });
}

/** `PUT /users/profile`: an empty phone clears the saved number. */
export function updateProfile(token: string, changes: ProfileBody): Promise<ProfileJson> {
  return backendJson<ProfileJson>("/users/profile", { method: "PUT", token, body: changes });
}

/** `PUT /users/language`: the language the shopper chose with the header's switch. */
export async function saveLanguage(token: string, language: Language): Promise<void> {
  await backendJson<{ language: Language }>("/users/language", { method: "PUT", token, body: { language } satisfies SavedLanguageBody });
}
