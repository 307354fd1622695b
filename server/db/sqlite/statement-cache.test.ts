import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheStatements } from './statement-cache';

describe('the SQLite statement cache', () => {
  let sqlite: BetterSqlite3.Database;
  afterEach(() => sqlite.close());

  const open = () => {
    sqlite = new BetterSqlite3(':memory:');
    sqlite.exec("create table marks (id integer primary key, name text); insert into marks (name) values ('a'), ('b')");
    cacheStatements(sqlite);
    return sqlite;
  };

  it('compiles a text once and hands back the same statement', () => {
    const db = open();
    const first = db.prepare('select name from marks order by id');
    expect(db.prepare('select name from marks order by id')).toBe(first);
    expect(db.prepare('select id from marks order by id')).not.toBe(first);
  });

  it('puts back the modes an earlier caller set', () => {
    const db = open();
    expect(db.prepare('select id, name from marks order by id').raw().all()).toEqual([[1, 'a'], [2, 'b']]);
    expect(db.prepare('select id, name from marks order by id').all()).toEqual([{ id: 1, name: 'a' }, { id: 2, name: 'b' }]);
    expect(db.prepare('select name from marks order by id').pluck().all()).toEqual(['a', 'b']);
    expect(db.prepare('select name from marks order by id').get()).toEqual({ name: 'a' });
  });

  it('serves writes from the cache too', () => {
    const db = open();
    db.prepare('insert into marks (name) values (?)').run('c');
    db.prepare('insert into marks (name) values (?)').run('d');
    expect(db.prepare('select count(*) as n from marks').get()).toEqual({ n: 4 });
  });

  it('keeps a bounded number of statements, dropping the oldest', () => {
    const db = open();
    const oldest = db.prepare('select 0 as n');
    for (let n = 1; n <= 500; n++) db.prepare(`select ${n} as n`);
    expect(db.prepare('select 500 as n')).toBe(db.prepare('select 500 as n'));
    expect(db.prepare('select 0 as n')).not.toBe(oldest);
  });
});
