import { registerCommands } from '../../app/palette/registry.ts'

/** The feedback area's palette commands ("Add …", "Open …"). */
registerCommands([])
