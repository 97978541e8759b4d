/**
 * Social providers' names as they write them (brand names: never translated), Farcaster's too: the kit's buttons
 * and the secure frame's screens say these. Imports nothing, so both sides take the one map.
 */
export const SOCIAL_NAMES = { google: 'Google', x: 'X', discord: 'Discord', farcaster: 'Farcaster', github: 'GitHub', apple: 'Apple', facebook: 'Facebook' } as const
