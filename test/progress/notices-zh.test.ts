/**
 * The progress file's notices in the language in force: a damaged file set
 * aside, a file that is no file, a save refused (a file system error, a link
 * to nothing, the lock), each in Chinese with no English left in it.
 */
import {execFileSync} from 'node:child_process';
import * as fs from 'node:fs';
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, afterEach, expect, test} from 'vitest';
import {setLanguage} from '../../source/i18n/language.js';
import {emptyProgress, recordGame} from '../../source/progress/progress.js';
import {fileStore} from '../../source/progress/store.js';

const root = mkdtempSync(join(tmpdir(), 'game-arcade-notices-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));
afterEach(() => setLanguage('en'));

let made = 0;
/** A fresh folder for one store. */
function folder(): string {
	const dir = join(root, String(made++));
	mkdirSync(dir);
	return dir;
}

const won = () => recordGame(emptyProgress(), 'nim', {won: true, hintsUsed: false});

/** The notice with the folder's path left out (a path is a path in any language): no two English words in a row remain. */
function expectChinese(notice: string | null, dir: string): void {
	expect(notice).not.toBeNull();
	const rest = notice!
		.split(dir)
		.join('')
		.replace(/game-arcade/g, '');
	expect(rest.match(/[A-Za-z]{2,}\s+[A-Za-z]{2,}/)?.[0]).toBeUndefined();
	expect(notice).toMatch(/[\u4e00-\u9fff]/);
}

test('a damaged file is set aside, and the notice says so in Chinese', () => {
	const dir = folder();
	writeFileSync(join(dir, 'progress.json'), 'not json at all');
	setLanguage('zh-CN');
	const loaded = fileStore({dir}).load();
	expect(loaded.notice).toMatch(/^保存的进度已损坏，从头开始。旧文件已改名为 progress\.\S+（文件不是 JSON）。$/);
});

test('a damaged file that cannot be moved aside: the file system error in Chinese', () => {
	const dir = folder();
	writeFileSync(join(dir, 'progress.json'), '');
	const renameSync = () => {
		throw Object.assign(new Error('EACCES: simulated'), {code: 'EACCES'});
	};
	setLanguage('zh-CN');
	const notice = fileStore({dir, fs: {...fs, renameSync}}).load().notice;
	expect(notice).toBe('保存的进度已损坏，且无法移到一旁（EACCES：没有权限）：继续游戏，但不再保存（文件是空的）。');
});

test.skipIf(process.platform === 'win32')('a named pipe at the path: what it is, in Chinese', () => {
	const dir = folder();
	execFileSync('mkfifo', [join(dir, 'progress.json')]);
	setLanguage('zh-CN');
	const notice = fileStore({dir}).load().notice;
	expect(notice).toBe(`保存进度的位置是命名管道，不是文件：未作改动，继续游戏但不保存。文件：${join(dir, 'progress.json')}`);
});

test.skipIf(process.platform === 'win32')('a link to nothing: the save refused, in Chinese', () => {
	const dir = folder();
	symlinkSync(join(root, 'missing', 'progress.json'), join(dir, 'progress.json'));
	setLanguage('zh-CN');
	const store = fileStore({dir});
	store.load();
	const notice = store.save(won()).notice;
	expect(notice).toContain('progress.json 是一个链接，指向的文件无法访问（ENOENT：没有这个文件或文件夹）');
	expectChinese(notice, dir);
});

test("another arcade's lock, held too long: in Chinese", () => {
	const dir = folder();
	const lock = () => {
		throw Object.assign(new Error('Lock file is already being held'), {code: 'ELOCKED'});
	};
	setLanguage('zh-CN');
	const store = fileStore({dir, lock, lockWaitMs: 0});
	store.load();
	const notice = store.save(won()).notice;
	expect(notice).toBe(`这次没有保存进度：锁 ${join(dir, 'progress.json')}.lock 被另一个 game-arcade 进程占用。下一个结果出来时会一并保存。`);
});

test('a lock dated in the future: in Chinese', () => {
	const dir = folder();
	setLanguage('zh-CN');
	const store = fileStore({dir, monotonic: () => 0});
	store.load();
	const lockPath = join(dir, 'progress.json.lock');
	mkdirSync(lockPath);
	const future = new Date(Date.now() + 3_600_000);
	utimesSync(lockPath, future, future);
	const notice = store.save(won()).notice;
	expect(notice).toContain('的时间在未来（时钟设错了？）；它保持 4 秒不变后会被接管');
	expectChinese(notice, dir);
});

test('a file where the lock goes: what it is, in Chinese', () => {
	const dir = folder();
	setLanguage('zh-CN');
	const store = fileStore({dir});
	store.load();
	const lockPath = join(dir, 'progress.json.lock');
	writeFileSync(lockPath, 'x');
	const old = new Date(Date.UTC(2020, 0, 1));
	utimesSync(lockPath, old, old);
	const notice = store.save(won()).notice;
	expect(notice).toBe(`没有保存进度：${lockPath} 是文件，不是保存用的锁文件；删除它之后才能再保存。`);
});

test('a folder that cannot be written: the file system error in Chinese', () => {
	const dir = folder();
	const mkdirSync = () => {
		throw Object.assign(new Error('EROFS: simulated'), {code: 'EROFS'});
	};
	setLanguage('zh-CN');
	const store = fileStore({dir, fs: {...fs, mkdirSync}});
	store.load();
	const notice = store.save(won()).notice;
	expect(notice).toContain('无法保存进度（EROFS：文件系统是只读的）');
	expectChinese(notice, dir);
});
