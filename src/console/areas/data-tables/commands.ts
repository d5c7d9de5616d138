import { registerCommands } from '../../app/palette/registry.ts'

/** The data-tables area's palette commands ("Add …", "Open …"). */
registerCommands([])
