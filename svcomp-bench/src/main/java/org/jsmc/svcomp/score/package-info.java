/**
 * SV-COMP verdicts and scores: a {@link org.jsmc.svcomp.score.Verdict} ({@code true}, {@code
 * false(p)}, {@code unknown}, and jsmc's {@code error} and {@code unsupported}), its {@link
 * org.jsmc.svcomp.score.Category} against the expected verdict with the SV-COMP score (correct true
 * +2, correct false +1, wrong false −16, wrong true −32, no answer 0), a {@link
 * org.jsmc.svcomp.score.Tally} of a group of tasks, and {@link org.jsmc.svcomp.score.TaskNames},
 * the short names and folders tasks are shown and grouped under.
 */
package org.jsmc.svcomp.score;
