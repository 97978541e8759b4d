import { env } from '$env/dynamic/private'
import { devnetOptions } from '../../../shared/devnet-options.js'
import type { LayoutServerLoad } from './$types'

// Runtime configuration, read per request: a real app reads its projectId the same way
// (`{ projectId: env.W3M_PROJECT_ID }`); this example points the kit at the devnet the e2e started.
// Only the public parts reach the page.
export const load: LayoutServerLoad = () => ({ appKit: devnetOptions(JSON.parse(env.W3M_DEVNET ?? '{}')) })
