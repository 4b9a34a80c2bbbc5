import { describe, expect, it } from 'vitest';
import { baseBackupRule, isSkippedRelationFile } from './base-backup-rules.js';

describe('what a base backup copies (pg_basebackup’s list)', () => {
  it.each([
    ['PG_VERSION', false, 'copy'],
    ['postgresql.conf', false, 'copy'],
    ['base/5/1259', false, 'copy'],
    ['global/pg_filenode.map', false, 'copy'],
    ['pg_xact/0000', false, 'copy'],
    ['base', true, 'copy'],
    ['pg_logical', true, 'copy'],
    ['pg_wal', true, 'empty-folder'],
    ['pg_replslot', true, 'empty-folder'],
    ['pg_stat_tmp', true, 'empty-folder'],
    ['pg_dynshmem', true, 'empty-folder'],
    ['pg_notify', true, 'empty-folder'],
    ['pg_serial', true, 'empty-folder'],
    ['pg_snapshots', true, 'empty-folder'],
    ['pg_subtrans', true, 'empty-folder'],
    ['postmaster.pid', false, 'skip'],
    ['postmaster.opts', false, 'skip'],
    ['backup_label', false, 'skip'],
    ['tablespace_map', false, 'skip'],
    ['backup_manifest', false, 'skip'],
    ['postgresql.auto.conf.tmp', false, 'skip'],
    ['current_logfiles.tmp', false, 'skip'],
    ['global/pg_internal.init', false, 'skip'],
    ['base/5/pg_internal.init.1234', false, 'skip'],
    ['base/pgsql_tmp', true, 'skip'],
    ['base/pgsql_tmp/pgsql_tmp12.0', false, 'skip'],
    ['.s.PGSQL.5432', false, 'skip'],
    ['.s.PGSQL.5432.lock', false, 'skip'],
    // Copied last, on its own.
    ['global/pg_control', false, 'skip'],
  ] as const)('%s → %s', (path, isFolder, rule) => {
    expect(baseBackupRule(path, isFolder)).toBe(rule);
  });

  it('leaves out temporary relations and the forks of unlogged ones, but keeps their init fork', () => {
    const siblings = new Set([
      '16384',
      '16384_fsm',
      '16390',
      '16390_init',
      '16390_vm',
      '16390.1',
      't3_16400',
    ]);
    expect(isSkippedRelationFile('16384', siblings)).toBe(false);
    expect(isSkippedRelationFile('16384_fsm', siblings)).toBe(false);
    expect(isSkippedRelationFile('16390', siblings)).toBe(true);
    expect(isSkippedRelationFile('16390.1', siblings)).toBe(true);
    expect(isSkippedRelationFile('16390_vm', siblings)).toBe(true);
    expect(isSkippedRelationFile('16390_init', siblings)).toBe(false);
    expect(isSkippedRelationFile('t3_16400', siblings)).toBe(true);
    expect(isSkippedRelationFile('PG_VERSION', siblings)).toBe(false);
  });
});
