package org.jsmc.bench.table;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.jsmc.bench.Configuration;
import org.jsmc.bench.check.Comparison;
import org.jsmc.bench.check.Mismatch;
import org.jsmc.bench.manifest.Family;
import org.jsmc.bench.manifest.Manifest;
import org.jsmc.bench.manifest.Params;
import org.jsmc.bench.manifest.Reported;
import org.jsmc.bench.manifest.Row;
import org.jsmc.bench.run.Results;
import org.jsmc.bench.run.RunKey;
import org.jsmc.bench.run.RunRecord;
import org.jsmc.bench.run.Status;

/**
 * Fills a {@link Layout} with the manifest's rows and a results file's runs.
 *
 * <p>Rows are the manifest rows of the layout, family by family in manifest order; after a family's
 * rows come its runs at other parameters (e.g. the quick ones), which have no paper numbers, unless
 * only the paper's rows are asked for. Each column is followed by the paper's number when some row
 * of the layout has one for it.
 */
public final class TableBuilder {
    private final Layout layout;
    private final Manifest manifest;
    private final Results results;
    private final boolean compare;
    private final boolean paperRowsOnly;
    private final Predicate<Configuration> supported;
    private final Set<Mismatch> mismatches = new LinkedHashSet<>();
    private final Set<String> markers = new LinkedHashSet<>();
    private boolean extraRows;

    /**
     * @param compare mark and list the counts that differ from the paper or the closed form
     * @param paperRowsOnly leave out runs at parameters the paper's table does not have
     * @param supported which configurations this build of jsmc has (the others show as {@code n/a})
     */
    public TableBuilder(
            Layout layout,
            Manifest manifest,
            Results results,
            boolean compare,
            boolean paperRowsOnly,
            Predicate<Configuration> supported) {
        this.supported = supported;
        this.layout = layout;
        this.manifest = manifest;
        this.results = results;
        this.compare = compare;
        this.paperRowsOnly = paperRowsOnly;
    }

    /** One row of the table before rendering: a family at some parameters, maybe a paper row. */
    private record Entry(Family family, Row row, Params params, String name) {}

    /** Builds the table. */
    public Table build() {
        List<List<Entry>> groups = entries();
        List<Entry> flat = groups.stream().flatMap(List::stream).toList();
        if (compare) {
            flat.forEach(this::compare);
        }
        List<Column> columns = layout.columns();
        List<Boolean> paper = columns.stream().map(c -> hasPaper(c, flat)).toList();
        List<String> header = new ArrayList<>();
        header.add("Benchmark");
        boolean metricRows = layout.style() == Layout.Style.METRIC_ROWS;
        if (metricRows) {
            header.add("Metric");
        }
        for (int i = 0; i < columns.size(); i++) {
            header.add(columns.get(i).heading());
            if (paper.get(i)) {
                header.add(columns.get(i).heading() + " (paper)");
            }
        }
        List<List<String>> rows = new ArrayList<>();
        for (List<Entry> group : groups) {
            List<Metric> metrics =
                    metricRows
                            ? List.of(Metric.TRACES, Metric.TIME)
                            : Collections.singletonList((Metric) null);
            for (Metric m : metrics) {
                for (Entry e : group) {
                    List<String> cells = new ArrayList<>();
                    cells.add(e.name());
                    if (metricRows) {
                        cells.add(m == Metric.TRACES ? "Traces" : "Time");
                    }
                    for (int i = 0; i < columns.size(); i++) {
                        Column c = columns.get(i);
                        Column shown =
                                m == null ? c : new Column(c.configuration(), m, c.heading(), null);
                        cells.add(jsmcCell(shown, e));
                        if (paper.get(i)) {
                            cells.add(paperCell(shown, e));
                        }
                    }
                    rows.add(cells);
                }
            }
        }
        return new Table(
                layout.id(),
                layout.title(),
                header,
                metricRows ? 2 : 1,
                rows,
                notes(flat),
                List.copyOf(mismatches),
                compare);
    }

    private List<List<Entry>> entries() {
        List<List<Entry>> groups = new ArrayList<>();
        for (Family f : manifest.families()) {
            List<Row> rows = f.rows(layout.id());
            if (rows.isEmpty()) {
                continue;
            }
            List<Entry> group = new ArrayList<>();
            Set<Params> seen = new LinkedHashSet<>();
            for (Row r : rows) {
                group.add(new Entry(f, r, r.params(), r.name()));
                seen.add(r.params());
            }
            if (!paperRowsOnly) {
                String label = rows.get(0).label();
                Set<String> shown = layout.shownConfigurations();
                results.ofFamily(f.id()).stream()
                        .filter(r -> shown.contains(r.algorithm()))
                        .map(r -> new Params(r.params()))
                        .filter(
                                p ->
                                        p.values()
                                                .keySet()
                                                .equals(rows.get(0).params().values().keySet()))
                        .filter(seen::add)
                        .sorted(Comparator.comparing(Params::list, TableBuilder::compareLists))
                        .forEach(
                                p -> {
                                    group.add(new Entry(f, null, p, p.label(label)));
                                    extraRows = true;
                                });
            }
            groups.add(group);
        }
        return groups;
    }

    private static int compareLists(List<Long> a, List<Long> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = Long.compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }

    private Optional<RunRecord> record(Entry e, String configuration) {
        return results.get(new RunKey(e.family().id(), e.params(), configuration));
    }

    private void compare(Entry e) {
        for (String c : layout.shownConfigurations()) {
            record(e, c)
                    .ifPresent(
                            r ->
                                    mismatches.addAll(
                                            Comparison.of(
                                                    layout.id(),
                                                    e.family(),
                                                    e.row(),
                                                    e.name(),
                                                    r)));
            Configuration.of(c)
                    .sameTracesAs()
                    .flatMap(base -> record(e, base))
                    .ifPresent(
                            base ->
                                    record(e, c)
                                            .flatMap(
                                                    r ->
                                                            Comparison.ofAblation(
                                                                    layout.id(), e.name(), r, base))
                                            .ifPresent(mismatches::add));
        }
    }

    private String jsmcCell(Column c, Entry e) {
        Configuration config = Configuration.of(c.configuration());
        if (!supported.test(config)) {
            return mark(CellText.UNSUPPORTED);
        }
        Optional<RunRecord> found = record(e, config.key());
        if (found.isEmpty()) {
            return "";
        }
        RunRecord r = found.get();
        String unfinished = CellText.unfinished(r);
        if (unfinished != null) {
            return mark(unfinished);
        }
        if (c.metric() == Metric.SPEEDUP) {
            return speedup(c, e, r);
        }
        String text = CellText.value(r, c.metric());
        if (compare && isMismatch(e, config.key(), c.metric())) {
            return text + mark(CellText.MISMATCH);
        }
        return text;
    }

    private String speedup(Column c, Entry e, RunRecord variant) {
        Optional<RunRecord> base = record(e, c.baseline());
        if (base.isEmpty() || variant.seconds() <= 0) {
            return "";
        }
        RunRecord b = base.get();
        if (b.status() == Status.TIMEOUT) {
            return ">" + CellText.factor(b.timeoutSeconds() / variant.seconds());
        }
        if (!b.isOk()) {
            return "";
        }
        return CellText.factor(b.seconds() / variant.seconds());
    }

    private boolean isMismatch(Entry e, String configuration, Metric metric) {
        String count =
                metric == Metric.TRACES
                        ? "traces"
                        : metric == Metric.SLEEP_SET_BLOCKED
                                ? "sleepSetBlocked"
                                : metric == Metric.EVENTS ? "events" : null;
        return count != null
                && mismatches.stream()
                        .anyMatch(
                                m ->
                                        m.row().equals(e.name())
                                                && m.configuration().equals(configuration)
                                                && m.count().equals(count));
    }

    private boolean hasPaper(Column c, List<Entry> entries) {
        for (Entry e : entries) {
            Reported p = e.row() == null ? null : e.row().reported(c.configuration());
            if (p == null) {
                continue;
            }
            if (paperValue(c, e, p) != null) {
                return true;
            }
            boolean mainMetric =
                    c.metric() == Metric.TRACES
                            || c.metric() == Metric.TIME
                            || c.metric() == Metric.SPEEDUP;
            if (mainMetric && (p.timedOut() || p.isUnsupported())) {
                return true;
            }
        }
        return false;
    }

    private String paperCell(Column c, Entry e) {
        Reported p = e.row() == null ? null : e.row().reported(c.configuration());
        if (p == null) {
            return "";
        }
        if (p.isUnsupported()) {
            return mark(CellText.PAPER_UNSUPPORTED);
        }
        if (p.timedOut()) {
            return mark(CellText.TIMEOUT);
        }
        String v = paperValue(c, e, p);
        return v == null ? "" : v;
    }

    private static String paperValue(Column c, Entry e, Reported p) {
        if (c.metric() == Metric.SPEEDUP && p.speedup() == null) {
            Reported base = e.row().reported(c.baseline());
            if (base != null && base.seconds() != null && p.seconds() != null && p.seconds() > 0) {
                return CellText.factor(base.seconds() / p.seconds());
            }
            return null;
        }
        return CellText.paper(p, c.metric());
    }

    private static Optional<Headline.Time> paperTime(Entry e, String configuration) {
        Reported p = e.row().reported(configuration);
        if (p != null && p.timedOut()) {
            return Optional.of(new Headline.Time(Headline.PAPER_LIMIT_SECONDS, true));
        }
        return p == null || p.seconds() == null
                ? Optional.empty()
                : Optional.of(new Headline.Time(p.seconds(), false));
    }

    private Optional<Headline.Time> jsmcTime(Entry e, String configuration) {
        return record(e, configuration)
                .filter(r -> r.isOk() || r.status() == Status.TIMEOUT)
                .map(
                        r ->
                                r.isOk()
                                        ? new Headline.Time(r.seconds(), false)
                                        : new Headline.Time(r.timeoutSeconds(), true));
    }

    private String mark(String marker) {
        markers.add(marker);
        return marker;
    }

    private List<String> notes(List<Entry> entries) {
        List<String> notes = new ArrayList<>(layout.notes());
        List<String> headline = Headline.configurations(layout.id());
        if (!headline.isEmpty()) {
            Headline paper = Headline.tally();
            Headline jsmc = Headline.tally();
            for (Entry e : entries) {
                if (e.row() != null) {
                    paper.add(headline.stream().map(c -> paperTime(e, c)).toList());
                    jsmc.add(headline.stream().map(c -> jsmcTime(e, c)).toList());
                }
            }
            notes.add(Headline.note(layout.id(), paper, jsmc));
        }
        notes.add(
                "jsmc: traces are complete traces; times are the wall-clock seconds of the whole"
                        + " jsmc process (JVM start and compilation included).");
        if (markers.contains(CellText.TIMEOUT)) {
            double limit =
                    results.all().stream()
                            .filter(r -> r.status() == Status.TIMEOUT)
                            .mapToDouble(RunRecord::timeoutSeconds)
                            .max()
                            .orElse(0);
            notes.add(
                    limit > 0
                            ? String.format(
                                    Locale.ROOT,
                                    "-: timeout (jsmc: %.0f s; the paper's as above).",
                                    limit)
                            : "-: timeout (the paper's, as above).");
        }
        if (markers.contains(CellText.OOM)) {
            notes.add("MO: jsmc ran out of memory (its heap limit is in the results file).");
        }
        if (markers.contains(CellText.ERROR)) {
            notes.add("err: jsmc failed on the program (the message is in the results file).");
        }
        if (markers.contains(CellText.UNSUPPORTED)) {
            notes.add("n/a: the algorithm is not in this build of jsmc (unsupported).");
        }
        if (markers.contains(CellText.PAPER_UNSUPPORTED)) {
            notes.add("†: the paper's tool does not handle an operation of the benchmark.");
        }
        if (markers.contains(CellText.MISMATCH)) {
            notes.add(
                    "!: jsmc's count differs from the paper's or from the closed form (listed below).");
        }
        if (extraRows) {
            notes.add(
                    "Rows without paper numbers are parameters jsmc ran that the paper's table does not have.");
        }
        List<String> missing =
                entries.stream()
                        .map(Entry::family)
                        .distinct()
                        .filter(f -> !f.hasFile())
                        .map(f -> f.name() + " (" + f.id() + ")")
                        .toList();
        if (!missing.isEmpty()) {
            notes.add("No program yet, so not run: " + String.join(", ", missing) + ".");
        }
        if (entries.isEmpty()) {
            notes.add("The manifest has no rows for this table yet.");
        }
        return notes;
    }
}
