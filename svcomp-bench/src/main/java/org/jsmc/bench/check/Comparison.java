package org.jsmc.bench.check;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jsmc.bench.Configuration;
import org.jsmc.bench.manifest.ExpressionException;
import org.jsmc.bench.manifest.Family;
import org.jsmc.bench.manifest.Params;
import org.jsmc.bench.manifest.Quantity;
import org.jsmc.bench.manifest.Reported;
import org.jsmc.bench.manifest.Row;
import org.jsmc.bench.run.RunRecord;

/**
 * Compares one finished run with what is expected of it: the closed form of its configuration's
 * quantity ({@link Expectation}), and the paper's number for its row and configuration. Only runs
 * that finished with a complete exploration are compared.
 */
public final class Comparison {
    /** The reason given when the manifest has no note. */
    public static final String NO_NOTE = "(no note in the manifest)";

    private Comparison() {}

    /**
     * The mismatches of run {@code r} of family {@code f}.
     *
     * @param layout the table it is shown in, or {@code null}
     * @param row the manifest row the run belongs to, or {@code null} (then no paper number)
     */
    public static List<Mismatch> of(String layout, Family f, Row row, String rowName, RunRecord r) {
        List<Mismatch> out = new ArrayList<>();
        if (!r.isOk() || Boolean.FALSE.equals(r.complete())) {
            return out;
        }
        Configuration c = Configuration.of(r.algorithm());
        String reason = reason(f, row);
        Params params = new Params(r.params());
        Reported paper = row == null ? null : row.reported(c.key());
        Check check =
                (count, actual, expected) ->
                        expected.filter(e -> !e.value().equals(BigInteger.valueOf(actual)))
                                .ifPresent(
                                        e ->
                                                out.add(
                                                        new Mismatch(
                                                                layout,
                                                                rowName,
                                                                c.key(),
                                                                count,
                                                                actual,
                                                                e.value().toString(),
                                                                e.against(),
                                                                reason)));
        long traces = r.counts().traces();
        long sleepSetBlocked = r.counts().sleepSetBlocked();
        Optional<Expected> tracesForm = closedForm(f, Expectation.forTraces(c), params);
        if (Expectation.tracesAtMost(c)) {
            tracesForm =
                    tracesForm
                            .filter(e -> e.value().compareTo(BigInteger.valueOf(traces)) < 0)
                            .map(e -> new Expected(e.value(), "at most, " + e.against()));
        }
        check.of("traces", traces, tracesForm);
        check.of(
                "sleepSetBlocked",
                sleepSetBlocked,
                closedForm(f, Expectation.forSleepSetBlocked(c), params));
        if (paper != null && !paper.timedOut()) {
            check.of("traces", traces, fromPaper(paper.traces()));
        }
        if (paper != null) {
            check.of("sleepSetBlocked", sleepSetBlocked, fromPaper(paper.sleepSetBlocked()));
            r.statistic(RunRecord.EVENTS_IN_DPU_MODEL)
                    .ifPresent(events -> check.of("events", events, fromPaper(paper.events())));
        }
        return out;
    }

    /** The reason given when an ablation's count differs from its base configuration's. */
    public static final String ABLATION_REASON =
            "an ablation must not change the count (a bug in jsmc, not a reconstruction)";

    /**
     * The mismatch of run {@code variant} against run {@code base} of the same family and
     * parameters, when {@code variant}'s configuration must explore as many traces as {@code
     * base}'s ({@link Configuration#sameTracesAs()}) and both finished completely with different
     * counts.
     */
    public static Optional<Mismatch> ofAblation(
            String layout, String rowName, RunRecord variant, RunRecord base) {
        Configuration c = Configuration.of(variant.algorithm());
        if (c.sameTracesAs().filter(b -> b.equals(base.algorithm())).isEmpty()
                || !variant.isOk()
                || !base.isOk()
                || Boolean.FALSE.equals(variant.complete())
                || Boolean.FALSE.equals(base.complete())
                || variant.counts().traces() == base.counts().traces()) {
            return Optional.empty();
        }
        return Optional.of(
                new Mismatch(
                        layout,
                        rowName,
                        c.key(),
                        "traces",
                        variant.counts().traces(),
                        Long.toString(base.counts().traces()),
                        base.algorithm() + "'s count",
                        ABLATION_REASON));
    }

    /** The value of a closed form and a description of it. */
    record Expected(BigInteger value, String against) {}

    /** Adds a mismatch if {@code expected} is given and differs from {@code actual}. */
    private interface Check {
        void of(String count, long actual, Optional<Expected> expected);
    }

    private static Optional<Expected> fromPaper(Long reported) {
        return Optional.ofNullable(reported).map(n -> new Expected(BigInteger.valueOf(n), "paper"));
    }

    /**
     * The closed form of {@code q} at {@code params}: empty when the family has none, when its
     * condition does not hold there, or when the condition or the form has no value there (a form
     * that does not evaluate at a row's parameters is caught by the manifest's tests).
     */
    private static Optional<Expected> closedForm(Family f, Optional<Quantity> q, Params params) {
        if (q.isEmpty()) {
            return Optional.empty();
        }
        try {
            return f.closedForm(q.get(), params)
                    .map(
                            form ->
                                    new Expected(
                                            form.value(params),
                                            "closed form " + q.get().key() + " = " + form));
        } catch (ExpressionException e) {
            return Optional.empty();
        }
    }

    /**
     * The closed form of quantity {@code q} at {@code params}, if given, applicable there and
     * evaluable.
     */
    public static Optional<BigInteger> closedFormValue(Family f, Quantity q, Params params) {
        return closedForm(f, Optional.of(q), params).map(Expected::value);
    }

    private static String reason(Family f, Row row) {
        if (row != null && row.note() != null && !row.note().isBlank()) {
            return row.note().strip();
        }
        if (f.note() != null && !f.note().isBlank()) {
            return f.note().strip();
        }
        return NO_NOTE;
    }
}
