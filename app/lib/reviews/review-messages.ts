/** What a review form's post answers (flash messages and the form's banner); the locales key them. */
export const reviewMessages = {
  published: "Thank you! Your review is published.",
  held: "Thank you! Your review will appear once the store approves it.",
  saved: "Your review is saved.",
  failed: "Your review could not be saved",
};
