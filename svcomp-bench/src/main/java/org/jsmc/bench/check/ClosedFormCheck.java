package org.jsmc.bench.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jsmc.bench.Configuration;
import org.jsmc.bench.manifest.Family;
import org.jsmc.bench.manifest.Manifest;
import org.jsmc.bench.manifest.Params;
import org.jsmc.bench.manifest.Quantity;
import org.jsmc.bench.manifest.Row;
import org.jsmc.bench.run.Results;
import org.jsmc.bench.run.RunRecord;

/**
 * The closed-form check over a whole results file: every finished, complete run of a configuration
 * with an {@link Expectation}, in a family whose manifest gives that quantity's closed form for the
 * run's parameters (its {@code when} condition holds there), must match it at its parameters,
 * whether or not the parameters are a table row.
 */
public final class ClosedFormCheck {
    private ClosedFormCheck() {}

    /**
     * The outcome.
     *
     * @param checked how many (run, closed form) pairs were compared
     * @param mismatches the pairs that differ
     */
    public record Report(int checked, List<Mismatch> mismatches) {}

    /** Checks every run of {@code results} against {@code manifest}'s closed forms. */
    public static Report check(Manifest manifest, Results results) {
        int checked = 0;
        List<Mismatch> mismatches = new ArrayList<>();
        for (RunRecord r : results.all()) {
            Optional<Family> f = manifest.family(r.family());
            if (f.isEmpty() || !r.isOk() || Boolean.FALSE.equals(r.complete())) {
                continue;
            }
            Configuration c = Configuration.of(r.algorithm());
            Params params = new Params(r.params());
            checked += count(f.get(), Expectation.forTraces(c), params);
            checked += count(f.get(), Expectation.forSleepSetBlocked(c), params);
            Row row =
                    f.get().rows().stream()
                            .filter(x -> x.params().equals(params))
                            .findFirst()
                            .orElse(null);
            String label = row != null ? row.label() : f.get().name();
            for (Mismatch m : Comparison.of(null, f.get(), null, params.label(label), r)) {
                mismatches.add(withReason(m, f.get(), params));
            }
        }
        return new Report(checked, mismatches);
    }

    private static int count(Family f, Optional<Quantity> q, Params params) {
        return q.isPresent() && Comparison.closedFormValue(f, q.get(), params).isPresent() ? 1 : 0;
    }

    /** The reason of a row with these parameters, when the family has one with a note. */
    private static Mismatch withReason(Mismatch m, Family f, Params params) {
        for (Row row : f.rows()) {
            if (row.params().equals(params) && row.note() != null && !row.note().isBlank()) {
                return new Mismatch(
                        m.layout(),
                        m.row(),
                        m.configuration(),
                        m.count(),
                        m.jsmc(),
                        m.expected(),
                        m.against(),
                        row.note().strip());
            }
        }
        return m;
    }
}
