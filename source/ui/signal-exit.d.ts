/** signal-exit version 3 ships no types; this is the part the arcade uses. */
declare module 'signal-exit' {
	type ExitHandler = (code: number | null, signal: NodeJS.Signals | null) => void;
	function onExit(handler: ExitHandler, options?: {alwaysLast?: boolean}): () => void;
	export default onExit;
}
