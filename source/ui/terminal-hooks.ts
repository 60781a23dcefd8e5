/**
 * What every full-screen root needs of the terminal: its size, following
 * resizes, and the whole frame drawn again on request (after `fg`). Shared by
 * the app and the menu drawn while the app loads (main.tsx).
 */
import {useCallback, useEffect, useState} from 'react';
import {useStdout} from 'ink';
import type {Size} from './size.js';

/** A source of redraw requests. */
export interface Redraws {
	subscribe(listener: () => void): () => void;
}

/**
 * Ink draws at most one frame per 1000/30 ms and merges the frames asked for
 * meanwhile; a blank frame must last longer to be drawn at all.
 */
const blankFrameMs = 60;

/**
 * Draws the whole frame again on request. Ink writes only a frame that
 * differs from the last one it wrote, so the frame is hidden for a moment
 * (nothing is unmounted) and then shown again.
 */
export function useRedraw(redraws?: Redraws): boolean {
	const [hidden, setHidden] = useState(false);
	useEffect(
		() =>
			redraws?.subscribe(() => {
				setHidden(true);
			}),
		[redraws],
	);
	useEffect(() => {
		if (!hidden) return undefined;
		const timer = setTimeout(() => {
			setHidden(false);
		}, blankFrameMs);
		return () => {
			clearTimeout(timer);
		};
	}, [hidden]);
	return hidden;
}

/** The terminal's size, following 'resize' events; 80×24 where the stream does not say. */
export function useTerminalSize(fixed?: Size): Size {
	const {stdout} = useStdout();
	const read = useCallback((): Size => ({columns: stdout.columns || 80, rows: stdout.rows || 24}), [stdout]);
	const [size, setSize] = useState(read);
	useEffect(() => {
		if (fixed) return undefined;
		const onResize = () => {
			setSize(read());
		};
		stdout.on('resize', onResize);
		return () => {
			stdout.off('resize', onResize);
		};
	}, [stdout, read, fixed]);
	return fixed ?? size;
}
