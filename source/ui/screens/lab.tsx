/**
 * The analysis lab: a game's table of values as a strip (P-positions, the
 * period's repetitions, the game's own heaps marked) or a heatmap, with its
 * parameters changed in place and an export to a file.
 */
import type React from 'react';
import {useCallback, useContext, useEffect, useReducer, useRef} from 'react';
import {useInput} from 'ink';
import {LinesView} from '../components/lines-view.js';
import {keyNames} from '../keys.js';
import type {Size} from '../size.js';
import {labLines, stripColumns} from '../lab/layout.js';
import {initLab, labJobOf, labReducer, type LabAction} from '../lab/state.js';
import {JobStopped, runJob} from '../../jobs/run.js';
import {ExportContext} from '../lab/export-context.js';
import {labKey} from '../lab/keys.js';
import {labWords as w} from '../../i18n/lab/index.js';

export interface LabScreenProps {
	/** The game to open on (any game; omitted, or one without a table: the game whose family is featured). */
	readonly game?: string;
	/** Its parameters as typed (by flag), and its heaps, when opened from a game. */
	readonly params?: Readonly<Record<string, string>>;
	readonly marks?: readonly bigint[];
	readonly size: Size;
	readonly active: boolean;
	readonly onBack: () => void;
}

export function LabScreen({game, params, marks, size, active, onBack}: LabScreenProps): React.JSX.Element {
	const [state, dispatch] = useReducer(labReducer, null, () => initLab(game, marks, params));
	const exporter = useContext(ExportContext);

	useEffect(() => {
		if (state.request === null || state.table === null) return;
		let notice: string;
		if (exporter === null) notice = w('noExport');
		else {
			try {
				const {path, bytes} = exporter(state.table, state.request);
				notice = w('wrote', {path, bytes: bytes.toLocaleString('en-US')});
			} catch (error) {
				// The exporter's message names the file and why; anything else is said in one line.
				notice = error instanceof Error ? error.message.split('\n')[0]! : w('notWritten', {error: String(error)});
			}
		}
		dispatch({type: 'exported', notice});
	}, [state.request, state.table, exporter]);

	// Keys arriving together (a paste, a burst) are handled in order, each seeing the state the previous left.
	const latest = useRef(state);
	latest.current = state;
	// A job of the lab runs while it is in the state: started when it appears, stopped (nothing kept) when it is gone or the lab closes.
	const jobId = state.job?.id ?? null;
	useEffect(() => {
		if (jobId === null) return;
		const job = labJobOf(latest.current);
		if (job === null) {
			dispatch({type: 'jobFailed', id: jobId, message: w('nothingLeft')});
			return;
		}
		const controller = new AbortController();
		let elapsed = 0;
		runJob(job, {
			signal: controller.signal,
			onProgress({done, elapsedMs}) {
				elapsed = elapsedMs;
				dispatch({type: 'jobProgress', id: jobId, done, elapsedMs});
			},
		}).then(
			result => dispatch({type: 'jobDone', id: jobId, result, elapsedMs: elapsed}),
			(error: unknown) => {
				if (error instanceof JobStopped) return;
				dispatch({type: 'jobFailed', id: jobId, message: error instanceof Error ? error.message.split('\n')[0]! : String(error)});
			},
		);
		return () => controller.abort();
	}, [jobId]);

	useInput(
		(input, key) => {
			const act = (action: LabAction) => {
				latest.current = labReducer(latest.current, action);
				dispatch(action);
			};
			for (const name of keyNames(input, key)) {
				const current = latest.current;
				const mode = current.job !== null ? 'job' : current.editing !== null ? 'edit' : current.exporting ? 'export' : 'browse';
				const action = labKey(mode, name, {perRow: stripColumns(current.table, size.columns), shift: key.shift});
				if (action === 'back') {
					onBack();
					return;
				}
				if (action) act(action);
			}
		},
		{isActive: active},
	);
	// A click on a value or a cell moves the cursor there.
	const onTarget = useCallback((target: string) => {
		const at = /^(?:value|cell):(\d{1,9})(?:,(\d{1,9}))?$/.exec(target);
		if (!at) return;
		const action: LabAction = {type: 'goto', cursor: Number(at[1]), column: Number(at[2] ?? 0)};
		latest.current = labReducer(latest.current, action);
		dispatch(action);
	}, []);
	return <LinesView lines={labLines(state, size)} active={active && state.editing === null && !state.exporting} onTarget={onTarget} />;
}
