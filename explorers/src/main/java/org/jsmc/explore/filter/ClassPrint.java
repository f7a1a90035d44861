package org.jsmc.explore.filter;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.Outcome;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.oracle.ClassKey;
import org.jsmc.explore.oracle.Notation;
import org.jsmc.explore.oracle.Oracle;

/**
 * The class of an execution under one equivalence, as 128 bits: the first half of the SHA-256 of
 * the oracle's key ({@link Oracle#keyOf}) in its deterministic text form, with whether the
 * execution was assume-blocked (blocked executions are counted apart from traces, so a blocked and
 * a complete execution never share a print). Two executions of different classes share a print only
 * by a collision of SHA-256's first 128 bits, which no exploration comes near (about 2^64 classes
 * for an even chance).
 */
public final class ClassPrint {
    /** A class as 128 bits. */
    public record Print(long high, long low) {}

    private final Equivalence equivalence;
    private final int root;
    private final MessageDigest sha;

    /**
     * Prints of {@code equivalence}'s classes; {@code root} is the root thread of the data- and
     * value-centric equivalences ({@link org.jsmc.explore.Options#root()}), unused by the others.
     */
    public ClassPrint(Equivalence equivalence, int root) {
        this.equivalence = equivalence;
        this.root = root;
        try {
            this.sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /** The print of an execution with events {@code trace} that ended with {@code outcome}. */
    public Print of(List<Event> trace, Outcome outcome) {
        return of(Oracle.keyOf(equivalence, trace, root), outcome);
    }

    /**
     * The print of an execution whose class is {@code key} (of this print's equivalence and root)
     * and that ended with {@code outcome}.
     */
    public Print of(ClassKey key, Outcome outcome) {
        String text = key.render(Notation.HEX);
        sha.reset();
        sha.update((byte) (outcome == Outcome.ASSUME_BLOCKED ? 1 : 0));
        byte[] digest = sha.digest(text.getBytes(StandardCharsets.UTF_8));
        long high = 0;
        long low = 0;
        for (int i = 0; i < 8; i++) {
            high = (high << 8) | (digest[i] & 0xFF);
            low = (low << 8) | (digest[8 + i] & 0xFF);
        }
        return high == 0 && low == 0 ? new Print(0, 1) : new Print(high, low);
    }
}
