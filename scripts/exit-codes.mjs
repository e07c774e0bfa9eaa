// @ts-check
// A process that cannot start because of a setting exits with 78 (EX_CONFIG in sysexits.h): the
// cluster primary then stops instead of restarting it, and a process manager can be told not to
// restart it either (systemd: RestartPreventExitStatus=78).
export const CONFIGURATION_EXIT_CODE = 78;

/**
 * A failed start-up: a ConfigurationError (a bad setting) ends the process with its message and
 * CONFIGURATION_EXIT_CODE; anything else is thrown on.
 * @param {unknown} error
 * @returns {never}
 */
export function exitOnConfigurationError(error) {
  if (error instanceof Error && error.name === "ConfigurationError") {
    console.error(error.message);
    process.exit(CONFIGURATION_EXIT_CODE);
  }
  throw error;
}
