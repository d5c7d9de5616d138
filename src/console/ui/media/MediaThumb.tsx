import { ImageIcon } from '@radix-ui/react-icons'
import { useState } from 'react'
import { mediaFileUrl } from '../../../domain/media.ts'

/**
 * A media's small image (`/file/{uuid}/small.webp`), square-cropped for lists and grids; an icon
 * when the file cannot be loaded. Decorative: the description beside it names the media.
 */
export function MediaThumb({ uuid, size = 56 }: { uuid: string; size?: number | 'fill' }) {
  const fill = size === 'fill'
  const icon = fill ? 32 : size / 3
  const [failed, setFailed] = useState(false)
  return (
    <span
      className="media-thumb"
      data-fill={fill ? '' : undefined}
      style={fill ? undefined : { width: size, height: size }}
    >
      {failed ? (
        <ImageIcon aria-hidden width={icon} height={icon} />
      ) : (
        <img
          src={mediaFileUrl(uuid, 'small')}
          alt=""
          loading="lazy"
          decoding="async"
          width={fill ? undefined : size}
          height={fill ? undefined : size}
          onError={() => setFailed(true)}
        />
      )}
    </span>
  )
}
