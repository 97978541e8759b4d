// Every controller module loaded so far back to a fresh page's state, stored keys cleared (between unit
// tests, element tests and stories): the modules register what they hold in controllers/resets.ts.
export { resetControllers } from '../controllers/resets.js'
