import { registerCommands } from '../../app/palette/registry.ts'

/** The labels area's palette commands ("Add …", "Open …"). */
registerCommands([])
