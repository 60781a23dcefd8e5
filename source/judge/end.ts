/**
 * How a failing run ended, as data (a kind and its numbers), worded at the
 * surface in the user's language; `--json`'s `detail` keeps the English
 * words in every language.
 */
import {judgeEnglish, judgeWords} from '../i18n/judge/index.js';

export type RunEnd =
	| {readonly kind: 'time'; readonly wallMs: number; readonly limitMs: number}
	/** Stopped by its processor time. */
	| {readonly kind: 'cpu'; readonly cpuMs: number; readonly limitMs: number}
	/** Stopped by the wall clock having used little processor time: it waits (for input, a lock, a sleep) rather than computes. */
	| {readonly kind: 'waits'; readonly wallMs: number; readonly cpuMs: number; readonly waitMs: number | null}
	| {readonly kind: 'memory'; readonly bytes: number; readonly limitBytes: number}
	| {readonly kind: 'output'; readonly limitBytes: number}
	| {readonly kind: 'signal'; readonly signal: string}
	| {readonly kind: 'exit'; readonly code: number | null}
	| {readonly kind: 'ran'; readonly wallMs: number};

const mib = 2 ** 20;
const seconds = (ms: number) => (ms / 1000).toFixed(2);

type EndMessage =
	| {key: 'end_time'; values: {seconds: string; limit: string}}
	| {key: 'end_cpu'; values: {seconds: string; limit: string}}
	| {key: 'end_waits'; values: {seconds: string; cpu: string; waited: string}}
	| {key: 'end_memory'; values: {mib: string; limit: number}}
	| {key: 'end_output'; values: {kb: number}}
	| {key: 'end_signal'; values: {signal: string}}
	| {key: 'end_exit'; values: {code: string}}
	| {key: 'end_ran'; values: {seconds: string}};

function message(end: RunEnd, say: (key: string, values: object) => string): EndMessage {
	switch (end.kind) {
		case 'time':
			return {key: 'end_time', values: {seconds: seconds(end.wallMs), limit: seconds(end.limitMs)}};
		case 'cpu':
			return {key: 'end_cpu', values: {seconds: seconds(end.cpuMs), limit: seconds(end.limitMs)}};
		case 'waits':
			return {
				key: 'end_waits',
				values: {seconds: seconds(end.wallMs), cpu: seconds(end.cpuMs), waited: end.waitMs === null ? '' : say('end_waited', {seconds: seconds(end.waitMs)})},
			};
		case 'memory':
			// One decimal: a peak just past the limit must not read as the limit itself.
			return {key: 'end_memory', values: {mib: (end.bytes / mib).toFixed(1), limit: Math.round(end.limitBytes / mib)}};
		case 'output':
			return {key: 'end_output', values: {kb: Math.round(end.limitBytes / 1024)}};
		case 'signal':
			return {key: 'end_signal', values: {signal: end.signal}};
		case 'exit':
			return {key: 'end_exit', values: {code: String(end.code)}};
		case 'ran':
			return {key: 'end_ran', values: {seconds: seconds(end.wallMs)}};
	}
}

/** How the run ended, in the language in force. */
export function endWords(end: RunEnd): string {
	const say = judgeWords as (key: string, values: object) => string;
	const {key, values} = message(end, say);
	return say(key, values);
}

/** How the run ended, in English (`--json`'s `detail`). */
export function endEnglish(end: RunEnd): string {
	const say = judgeEnglish as (key: string, values: object) => string;
	const {key, values} = message(end, say);
	return say(key, values);
}
