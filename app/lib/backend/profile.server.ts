import type { ProfileBody, ProfileJson } from "../../../contract/profile";
import { backendJson } from "./client.server";

/** `GET /users/profile`: name, email, phone and saved addresses. */
export function fetchProfile(token: string): Promise<ProfileJson> {
  return backendJson<ProfileJson>("/users/profile", { token });
}

/** `PUT /users/profile`: an empty phone clears the saved number. */
export function updateProfile(token: string, changes: ProfileBody): Promise<ProfileJson> {
  return backendJson<ProfileJson>("/users/profile", { method: "PUT", token, body: changes });
}
