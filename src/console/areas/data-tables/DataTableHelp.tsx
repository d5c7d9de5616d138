import { useLingui } from '@lingui/react/macro'
import { ResetIcon } from '@radix-ui/react-icons'
import { Badge, Box, Button, Code, Flex, Heading, Table, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { Lang } from '../../../domain/lang.ts'
import { dataTables } from '../../api/data-tables.ts'
import { useResourceClient } from '../../api/useResource.ts'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { sameJson } from './jsonEditing.ts'
import { dataTableDefaultsQuery, dataTableLegendsQuery } from './queries.ts'

type Props = {
  lang: Lang
  /** The name typed in the form (trimmed here). */
  name: string
  /** The data text in the editor. */
  data: string
  /** Puts the shipped default's data (pretty-printed) into the editor. */
  onReset: (data: string) => void
}

/**
 * Help for a shipped table (`/api/data-table/legends`, in the drawer's language): what it is
 * for and each field or column with its unit, plus "Reset to default" with the shipped data
 * (`/api/data-table/defaults`), confirmed first. Other names get a note listing the shipped tables.
 */
export function DataTableHelp({ lang, name, data, onReset }: Props) {
  const { t } = useLingui()
  const headingId = useId()
  const [confirming, setConfirming] = useState(false)
  const client = useResourceClient(dataTables)
  const legends = useQuery(dataTableLegendsQuery(client, lang))
  const defaults = useQuery(dataTableDefaultsQuery(client, lang))
  const key = name.trim()
  const legend = legends.data && Object.hasOwn(legends.data, key) ? legends.data[key] : undefined
  const shipped = defaults.data?.find((table) => table.name === key)
  const shippedText = shipped ? JSON.stringify(shipped.data, null, 2) : null
  const matchesDefault = shipped !== undefined && sameJson(data, shipped.data)

  if (!legend && !shipped) {
    const names = Object.keys(legends.data ?? {})
    if (!names.length) return null
    return (
      <Text as="p" size="1" color="gray" className="data-table-help-note">
        {t`Help and a default are available for the shipped tables:`}{' '}
        {names.map((shippedName, index) => (
          <span key={shippedName}>
            {index ? ', ' : null}
            <Code size="1" variant="ghost">
              {shippedName}
            </Code>
          </span>
        ))}
      </Text>
    )
  }

  return (
    <Box asChild className="data-table-help">
      <section aria-labelledby={headingId}>
        <Flex justify="between" align="start" gap="3" mb="2">
          <Flex direction="column" gap="1">
            <Text size="1" color="gray" weight="medium">
              {t`About this table`}
            </Text>
            <Heading as="h3" size="3" id={headingId}>
              {legend?.title ?? key}
            </Heading>
          </Flex>
          {shipped ? (
            <Button
              type="button"
              size="1"
              variant="soft"
              color="amber"
              highContrast
              disabled={matchesDefault}
              onClick={() => setConfirming(true)}
            >
              <ResetIcon /> {t`Reset to default`}
            </Button>
          ) : null}
        </Flex>
        {matchesDefault ? (
          <Badge color="grass" mb="2" highContrast>
            {t`The data matches the shipped default.`}
          </Badge>
        ) : null}
        {legend ? (
          <>
            <Text as="p" size="2" mb="3">
              {legend.description}
            </Text>
            <Text as="p" size="1" color="gray" mb="1">
              {legend.kind === 'rows' ? t`Each row has these columns:` : t`The table has these fields:`}
            </Text>
            <Table.Root size="1" variant="surface">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>
                    {legend.kind === 'rows' ? t`Column` : t`Field`}
                  </Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t`Unit`}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t`Meaning`}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {legend.fields.map((field) => (
                  <Table.Row key={field.key}>
                    <Table.RowHeaderCell>
                      <Flex direction="column" gap="1">
                        <Code size="1" variant="ghost">
                          {field.key}
                        </Code>
                        <Text size="1">{field.label}</Text>
                      </Flex>
                    </Table.RowHeaderCell>
                    <Table.Cell>
                      <Text size="1">{field.unit}</Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Text size="1">{field.description}</Text>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </>
        ) : null}
        <ConfirmDialog
          open={confirming}
          title={t`Reset to default`}
          description={t`Replace the data in the editor with the shipped default of ${key}? It is stored when you save.`}
          confirmLabel={t`Reset to default`}
          onConfirm={() => {
            setConfirming(false)
            if (shippedText !== null) onReset(shippedText)
          }}
          onCancel={() => setConfirming(false)}
        />
      </section>
    </Box>
  )
}
