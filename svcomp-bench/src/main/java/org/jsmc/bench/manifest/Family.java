package org.jsmc.bench.manifest;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A benchmark family: one parameterised C program, the table rows it reproduces and what is known
 * about its counts. The fields are those of {@code benchmarks/MANIFEST.md}.
 *
 * @param id the catalog id, e.g. {@code N02}
 * @param name short name, e.g. {@code readers}
 * @param file the program, resolved against the manifest's directory; {@code null} when not written
 * @param status exactness status, e.g. {@code exact-validated}
 * @param origin which paper families it reconstructs
 * @param parameters the program's macros, in order
 * @param threads the thread count, as text
 * @param flags extra jsmc options for every run; {@code ${NAME}} stands for a parameter's value
 * @param closedForms the closed forms, by quantity
 * @param quick the smallest parameters, for quick runs
 * @param rows the table rows
 * @param note a remark on the whole family, or {@code null}
 */
public record Family(
        String id,
        String name,
        Path file,
        String status,
        String origin,
        List<Parameter> parameters,
        String threads,
        List<String> flags,
        Map<Quantity, ClosedForm> closedForms,
        List<Params> quick,
        List<Row> rows,
        String note) {
    public Family {
        parameters = List.copyOf(parameters);
        flags = List.copyOf(flags);
        closedForms = Map.copyOf(closedForms);
        quick = List.copyOf(quick);
        rows = List.copyOf(rows);
    }

    /** Whether the program exists, so that it can be run. */
    public boolean hasFile() {
        return file != null && Files.isRegularFile(file);
    }

    /** The closed form of {@code q}, if the manifest gives one, whatever its condition. */
    public Optional<ClosedForm> closedForm(Quantity q) {
        return Optional.ofNullable(closedForms.get(q));
    }

    /**
     * The closed form of {@code q} for a run with {@code params}: empty when the manifest gives
     * none or its condition does not hold there.
     *
     * @throws ExpressionException when the condition has no value at {@code params}
     */
    public Optional<ClosedForm> closedForm(Quantity q, Params params) {
        return closedForm(q).filter(f -> f.appliesTo(params));
    }

    /** The extra jsmc options for a run with {@code params}, with {@code ${NAME}} replaced. */
    public List<String> flags(Params params) {
        return flags.stream()
                .map(
                        f -> {
                            String s = f;
                            for (Map.Entry<String, Long> e : params.values().entrySet()) {
                                s = s.replace("${" + e.getKey() + "}", Long.toString(e.getValue()));
                            }
                            return s;
                        })
                .toList();
    }

    /** The rows of table layout {@code table}, in manifest order. */
    public List<Row> rows(String table) {
        return rows.stream().filter(r -> r.table().equals(table)).toList();
    }
}
