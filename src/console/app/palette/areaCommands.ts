import { areas } from '../../areas/index.ts'
import { registerCommands } from './registry.ts'

// Every area's palette commands, from the areas' manifest; they load with the shell (the areas'
// pages stay lazy), so the palette finds records before a page was ever opened.
registerCommands(areas.flatMap((area) => area.commands ?? []))
