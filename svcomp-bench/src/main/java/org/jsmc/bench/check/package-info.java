/**
 * Checks of jsmc's counts: {@link org.jsmc.bench.check.Expectation} says which closed-form quantity
 * each configuration must match, {@link org.jsmc.bench.check.Comparison} compares one run with its
 * closed form and its paper number, and {@link org.jsmc.bench.check.ClosedFormCheck} runs the
 * closed-form comparison over a whole results file. Differences are {@link
 * org.jsmc.bench.check.Mismatch mismatches}, listed with the manifest's note as the reason.
 */
package org.jsmc.bench.check;
