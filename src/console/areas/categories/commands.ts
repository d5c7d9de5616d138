import { registerCommands } from '../../app/palette/registry.ts'

/** The categories area's palette commands ("Add …", "Open …"). */
registerCommands([])
