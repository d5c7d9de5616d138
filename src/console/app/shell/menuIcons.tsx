import {
  ActivityLogIcon,
  BarChartIcon,
  BookmarkIcon,
  CalendarIcon,
  ChatBubbleIcon,
  FileTextIcon,
  GlobeIcon,
  LayersIcon,
  PersonIcon,
  ReaderIcon,
  TableIcon,
} from '@radix-ui/react-icons'
import type { ComponentType } from 'react'

/**
 * The icon of each menu entry (by route id): beside the label in the full menu, alone in the
 * narrow rail (its name then shows as a tooltip). An entry without one shows its initial.
 */
export const menuIcons: Record<string, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  categories: LayersIcon,
  users: PersonIcon,
  stories: ReaderIcon,
  'quiz-of-the-day': CalendarIcon,
  co2quiz: GlobeIcon,
  bpt: ActivityLogIcon,
  content: FileTextIcon,
  labels: BookmarkIcon,
  'data-tables': TableIcon,
  feedback: ChatBubbleIcon,
  statistics: BarChartIcon,
}
