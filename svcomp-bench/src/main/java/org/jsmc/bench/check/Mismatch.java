package org.jsmc.bench.check;

/**
 * A count of jsmc that differs from what was expected.
 *
 * @param layout the table layout where it shows, or {@code null} (the closed-form check over all
 *     results)
 * @param row the row's name, {@code label(params)}
 * @param configuration the configuration key
 * @param count which count: {@code traces}, {@code sleepSetBlocked} or {@code events}
 * @param jsmc jsmc's count
 * @param expected the expected count
 * @param against where the expectation comes from: {@code paper}, or {@code closed form
 *     mazurkiewicz = 2^N}
 * @param reason the manifest's note for the row (or family), or a placeholder
 */
public record Mismatch(
        String layout,
        String row,
        String configuration,
        String count,
        long jsmc,
        String expected,
        String against,
        String reason) {

    /**
     * One line for lists: {@code writers(4) optimal traces: jsmc 23, expected 24 (closed form
     * mazurkiewicz = N!) — reason}.
     */
    public String describe() {
        return row
                + " "
                + configuration
                + " "
                + count
                + ": jsmc "
                + jsmc
                + ", expected "
                + expected
                + " ("
                + against
                + ") — "
                + reason;
    }
}
