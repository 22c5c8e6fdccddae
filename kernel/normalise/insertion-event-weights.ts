// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
import { NO_INSERTION_EVENT_MODEL, type InsertionEventModel } from './insertion-event-model.ts';

export const INSERTION_EVENT_MODEL: InsertionEventModel = NO_INSERTION_EVENT_MODEL;
