package org.jsmc.bench.check;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jsmc.bench.Configuration;
import org.jsmc.bench.manifest.Expression;
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
        closedForm(f, Expectation.forTraces(c), params)
                .filter(e -> !e.value().equals(BigInteger.valueOf(r.counts().traces())))
                .ifPresent(
                        e ->
                                out.add(
                                        new Mismatch(
                                                layout,
                                                rowName,
                                                c.key(),
                                                "traces",
                                                r.counts().traces(),
                                                e.value().toString(),
                                                e.against(),
                                                reason)));
        closedForm(f, Expectation.forSleepSetBlocked(c), params)
                .filter(e -> !e.value().equals(BigInteger.valueOf(r.counts().sleepSetBlocked())))
                .ifPresent(
                        e ->
                                out.add(
                                        new Mismatch(
                                                layout,
                                                rowName,
                                                c.key(),
                                                "sleepSetBlocked",
                                                r.counts().sleepSetBlocked(),
                                                e.value().toString(),
                                                e.against(),
                                                reason)));
        Reported paper = row == null ? null : row.reported(c.key());
        if (paper != null
                && paper.traces() != null
                && !paper.timedOut()
                && paper.traces() != r.counts().traces()) {
            out.add(
                    new Mismatch(
                            layout,
                            rowName,
                            c.key(),
                            "traces",
                            r.counts().traces(),
                            paper.traces().toString(),
                            "paper",
                            reason));
        }
        if (paper != null
                && paper.sleepSetBlocked() != null
                && paper.sleepSetBlocked() != r.counts().sleepSetBlocked()) {
            out.add(
                    new Mismatch(
                            layout,
                            rowName,
                            c.key(),
                            "sleepSetBlocked",
                            r.counts().sleepSetBlocked(),
                            paper.sleepSetBlocked().toString(),
                            "paper",
                            reason));
        }
        return out;
    }

    /** The value of a closed form and a description of it. */
    record Expected(BigInteger value, String against) {}

    private static Optional<Expected> closedForm(Family f, Optional<Quantity> q, Params params) {
        if (q.isEmpty()) {
            return Optional.empty();
        }
        return f.closedForm(q.get())
                .flatMap(
                        text -> {
                            try {
                                return Optional.of(
                                        new Expected(
                                                Expression.evaluate(text, params.values()),
                                                "closed form " + q.get().key() + " = " + text));
                            } catch (ExpressionException e) {
                                return Optional.empty();
                            }
                        });
    }

    /** The closed form of quantity {@code q} at {@code params}, if given and evaluable. */
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
