import { Kbd } from '@radix-ui/themes'
import { displayKeys } from './shortcuts.ts'

/** A shortcut as key caps: a sequence reads "G C", a chord "Alt Shift Q". */
export function Keys({ shortcut, size = '1' }: { shortcut: string[]; size?: '1' | '2' }) {
  return (
    <span className="keys" aria-hidden="true">
      {displayKeys(shortcut).map((key, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same key may repeat in a sequence
        <Kbd key={index} size={size}>
          {key}
        </Kbd>
      ))}
    </span>
  )
}
