import { describe, expect, it } from "vitest";
import { ConfigurationError, parseEnvironment } from "../../contract/server/settings";
import { backendEnvSchema } from "../env";

const read = (source: Record<string, string>) => parseEnvironment(backendEnvSchema, source);

describe("the backup settings", () => {
  it("default to ./backups, no schedule and 7 kept", () => {
    expect(read({})).toMatchObject({ BACKUP_DIR: "./backups", BACKUP_EVERY_HOURS: null, BACKUP_KEEP: 7 });
    expect(read({ BACKUP_EVERY_HOURS: "0" }).BACKUP_EVERY_HOURS).toBeNull();
    expect(read({ BACKUP_EVERY_HOURS: "24", BACKUP_KEEP: "14" })).toMatchObject({ BACKUP_EVERY_HOURS: 24, BACKUP_KEEP: 14 });
  });

  it.each([
    [{ BACKUP_EVERY_HOURS: "daily" }, /BACKUP_EVERY_HOURS: must be a whole number from 0 to 8760, got "daily"/],
    [{ BACKUP_EVERY_HOURS: "9000" }, /BACKUP_EVERY_HOURS: must be a whole number from 0 to 8760/],
    [{ BACKUP_KEEP: "0" }, /BACKUP_KEEP: must be at least 1/],
    [{ BACKUP_KEEP: "-3" }, /BACKUP_KEEP: must be a whole number from 0 to 1000/],
  ])("refuse %o, naming the setting", (source, message) => {
    expect(() => read(source)).toThrow(ConfigurationError);
    expect(() => read(source)).toThrow(message);
  });
});
