/**
 * Import this first in any script that loads the Payload config (before anything that reaches
 * @payloadcms/richtext-lexical): it makes Node load lexical without its top-level-await wrappers,
 * which otherwise make such scripts exit 13 now and then. See lexical-resolve-hook.mjs.
 */
import { register } from 'node:module'

register('./lexical-resolve-hook.mjs', import.meta.url)
