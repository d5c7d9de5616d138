// Every area's palette commands, loaded with the shell (the areas' pages stay lazy).
import '../../areas/categories/commands.ts'
import '../../areas/labels/commands.ts'
import '../../areas/data-tables/commands.ts'
import '../../areas/feedback/commands.ts'
