import { useEffect } from 'react'
import { type Command, registerCommands, unregisterCommands } from './registry.ts'

/** Offers commands in the palette while a component (an open record's drawer) is mounted. */
export function useRecordCommands(commands: Command[] | null) {
  useEffect(() => {
    if (!commands?.length) return
    registerCommands(commands)
    return () => unregisterCommands(commands.map((command) => command.id))
  }, [commands])
}
