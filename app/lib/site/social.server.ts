import type { SocialLink } from "./navigation";
import { env } from "../env.server";

/** Social links come from settings; one without a setting is not shown. */
export function socialLinks(): SocialLink[] {
  const settings = env();
  const links: Array<[SocialLink["name"], string | undefined]> = [
    ["Instagram", settings.SOCIAL_INSTAGRAM_URL],
    ["Facebook", settings.SOCIAL_FACEBOOK_URL],
    ["Twitter", settings.SOCIAL_TWITTER_URL],
    ["YouTube", settings.SOCIAL_YOUTUBE_URL],
  ];
  return links.filter((link): link is [SocialLink["name"], string] => Boolean(link[1])).map(([name, href]) => ({ name, href }));
}
