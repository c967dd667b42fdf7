/**
 * How long after a server-rendered page starts its queries are answered from the data the server
 * sent, whatever their fetch policy: hydration renders exactly the server's data, and nothing is
 * fetched twice.
 */
export const SERVER_DATA_MS = 1000;
