/**
 * The move review: the value chart and the timeline of every move. Shown at
 * once without remoteness; where the game is small enough, "win in N" /
 * "lose in N" follow a moment later (the search runs after the first frame).
 */
import type React from 'react';
import {useEffect, useMemo, useReducer, useState} from 'react';
import {useInput} from 'ink';
import {LinesView} from '../components/lines-view.js';
import {scrollReducer} from '../components/scroll.js';
import {keyAction} from '../key-map.js';
import {keyNames} from '../keys.js';
import type {Size} from '../size.js';
import {reviewKeys, reviewLines, type ReviewHeading} from '../review/layout.js';
import {reviewOf, reviewSearchable, type Review, type ReviewInput} from '../review/review.js';

export interface ReviewScreenProps {
	readonly input: ReviewInput;
	readonly heading: ReviewHeading;
	readonly size: Size;
	readonly active: boolean;
	readonly onBack: () => void;
}

export function ReviewScreen({input, heading, size, active, onBack}: ReviewScreenProps): React.JSX.Element {
	const quick = useMemo(() => reviewOf(input, {remoteness: false}), [input]);
	const willSearch = useMemo(() => input.history.length > 0 && reviewSearchable(input.config.game, input.history[0]?.before), [input]);
	const [searched, setSearched] = useState<Review | null>(null);
	const [offset, dispatch] = useReducer(scrollReducer, 0);
	useEffect(() => {
		if (!willSearch) return undefined;
		const timer = setTimeout(() => {
			setSearched(reviewOf(input));
		}, 0);
		return () => {
			clearTimeout(timer);
		};
	}, [input, willSearch]);
	const review = searched ?? quick;
	const status = willSearch && searched === null ? `${heading.status} · searching…` : heading.status;
	const {lines, maxOffset, page} = reviewLines(review, {...heading, status}, offset, size);
	useInput(
		(input_, key) => {
			for (const name of keyNames(input_, key)) {
				const action = keyAction(reviewKeys, name, {page, max: maxOffset});
				if (action === 'back') {
					onBack();
					return;
				}
				if (action) dispatch(action);
			}
		},
		{isActive: active},
	);
	return <LinesView lines={lines} />;
}
