/**
 * The embedded server's settings, passed on its command line at every start so they live here, in code
 * review, not in a file inside the data folder. Sized for a shop on a 1–2 GB host: one or a few Node
 * processes with a pool of 10 connections each, a catalogue of thousands of products, orders in the
 * hundreds of thousands.
 */
export function serverSettings({
  socketDir,
  port,
}: {
  socketDir: string;
  port: number;
}): Record<string, string> {
  return {
    // Reachable only through a Unix socket in a folder of mode 0700: no network interface, no password.
    listen_addresses: '',
    port: String(port),
    // A list setting: a folder with a comma or a space in its name must be double-quoted.
    unix_socket_directories: /[\s,"]/.test(socketDir) ? `"${socketDir.replaceAll('"', '""')}"` : socketDir,
    unix_socket_permissions: '0700',
    // Durability: an acknowledged order survives a power cut (these are PostgreSQL's defaults, stated so no
    // one "tunes" them away).
    fsync: 'on',
    synchronous_commit: 'on',
    full_page_writes: 'on',
    // Memory: shared_buffers is the one large allocation; the rest is per sort or per maintenance job.
    max_connections: '60',
    shared_buffers: '128MB',
    effective_cache_size: '512MB',
    // The shop's tables live in memory or on an SSD, where a random page costs about what a sequential one
    // does. At the default of 4 the planner reads all 10,000 products with eight LIKEs each rather than
    // combine the trigram indexes, and a search costs three times the database time it needs.
    random_page_cost: '1.1',
    work_mem: '8MB',
    maintenance_work_mem: '64MB',
    // Fewer processes: plain synchronous reads (PostgreSQL 17's way) rather than three I/O workers, and no
    // logical replication launcher (the shop replicates nothing).
    io_method: 'sync',
    max_logical_replication_workers: '0',
    // Times are stored as timestamptz; the session zone only matters to text output, kept in UTC as before.
    timezone: 'UTC',
    log_timezone: 'UTC',
    // Backups copy the folder while the shop serves (`npm run backup`): WAL must carry full page images.
    wal_level: 'replica',
  };
}
