import pg from 'pg'

/** One statement on its own connection (create or drop a database), closed after. */
export async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}
