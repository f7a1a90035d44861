package org.jsmc.bench.table;

import static org.jsmc.bench.table.Metric.BUG;
import static org.jsmc.bench.table.Metric.EVENTS;
import static org.jsmc.bench.table.Metric.MEMORY;
import static org.jsmc.bench.table.Metric.SLEEP_SET_BLOCKED;
import static org.jsmc.bench.table.Metric.SPEEDUP;
import static org.jsmc.bench.table.Metric.TIME;
import static org.jsmc.bench.table.Metric.TRACES;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jsmc.bench.table.Layout.Style;

/**
 * The papers' table layouts, with the columns and headings of the papers (as recorded in the
 * research notes, {@code shared/research/seed-00N-*.md} §4/§5):
 *
 * <ul>
 *   <li>VC-DPOR Tables 1–4: traces of VC, Source, Optimal, Optimal* (observers), DC, then their
 *       times, then two ratios the tables do not print: VC's speedup over Optimal* and DC's over
 *       Optimal (the paper's from its times); the same columns for the data points of its Fig. 8.
 *   <li>ViEqui Tables II–III: #Seq and time of ODPOR, obs-ODPOR, RVF-SMC, ViEqui.
 *   <li>QPOR Table 1: Confs; Events (the artifact log's, in DPU's event model); time and SSB of DPU
 *       with k = 1, 2, 3; time and memory of DPU optimal; time, memory and SSB of Nidhugg
 *       (Source-DPOR), plus Nidhugg's trace count (in the artifact's log). The thread count column
 *       (Th) is left out.
 *   <li>QPOR Table 3: time and bug found of DPU k = 1 and Nidhugg, plus their trace counts.
 *   <li>Bounded POR Table I: GenMC (TruSt) time and the speedups of the round bounds k = 2, 3, plus
 *       the trace counts the paper lacks.
 *   <li>RVF-SMC Tables 1–2: trace rows and time rows of RVF-SMC, VC-DPOR, Nidhugg/rfsc, DC-DPOR,
 *       Nidhugg/source, then two columns the paper's tables do not have: the Fig. 11 ablations
 *       {@code rvf-nosignals} (RVF-SMC without backtrack signals) and {@code rvf-plain} (RVF-SMC
 *       with plain VerifySC), whose counts must equal RVF-SMC's.
 *   <li>{@code classic}: the classic Nidhugg families, traces and times of every algorithm.
 * </ul>
 */
public final class Layouts {
    private static final List<Layout> ALL = new ArrayList<>();

    static {
        String vcNote =
                "Paper: VC-DPOR (Chatterjee, Pavlogiannis, Toman, OOPSLA'19); Nidhugg fork, LLVM"
                        + " 3.8, Xeon E5-1650 v3; timeout 4 h.";
        vcdpor("vcdpor-t1", "VC-DPOR Table 1: SV-COMP benchmarks", vcNote);
        vcdpor("vcdpor-t2", "VC-DPOR Table 2: dynamic-programming benchmarks", vcNote);
        vcdpor(
                "vcdpor-t3",
                "VC-DPOR Table 3: mutual-exclusion benchmarks",
                vcNote,
                "The paper's VC-DPOR time of X2Tv1(7), 1m4s, is almost certainly a typo.");
        vcdpor("vcdpor-t4", "VC-DPOR Table 4: individual benchmarks", vcNote);
        vcdpor(
                "vcdpor-fig8",
                "VC-DPOR Fig. 8: fib_bench with updates modulo m, against the unroll bound",
                vcNote,
                "The figure prints no numbers: these are its data points (lines-V19-traces and"
                        + " lines-V19-time draw them); MOD = 0 is the unmodified program (m = ∞).");
        String viNote =
                "Paper: ViEqui (SC view-equivalence); Nidhugg-based, LLVM 6, Xeon E5-1650 v4;"
                        + " time is the mean of 5 runs; timeout 1800 s.";
        viequi("viequi-t2", "ViEqui Table II: benchmarks without assertion violations", viNote);
        viequi(
                "viequi-t3",
                "ViEqui Table III: benchmarks with assertion violations",
                viNote,
                "The paper stops at the first violation; jsmc explores everything (--keep-going),"
                        + " so its #Seq is the full count.");
        add(
                "qpor-t1",
                "QPOR Table 1: DPU (k-partial and optimal) against Nidhugg",
                Style.COLUMNS,
                List.of(
                        Column.of("qpor", TRACES, "Confs"),
                        Column.of("qpor", EVENTS, "Events"),
                        Column.of("qpor-k1", TIME, "k=1 Time"),
                        Column.of("qpor-k1", SLEEP_SET_BLOCKED, "k=1 SSB"),
                        Column.of("qpor-k2", TIME, "k=2 Time"),
                        Column.of("qpor-k2", SLEEP_SET_BLOCKED, "k=2 SSB"),
                        Column.of("qpor-k3", TIME, "k=3 Time"),
                        Column.of("qpor-k3", SLEEP_SET_BLOCKED, "k=3 SSB"),
                        Column.of("qpor", TIME, "opt Time"),
                        Column.of("qpor", MEMORY, "opt Mem"),
                        Column.of("source", TIME, "Nidhugg Time"),
                        Column.of("source", MEMORY, "Nidhugg Mem"),
                        Column.of("source", SLEEP_SET_BLOCKED, "Nidhugg SSB"),
                        Column.of("source", TRACES, "Nidhugg traces")),
                "Paper: QPOR (Nguyen, Rodríguez, Sousa, Coti, Petrucci, CAV'18); DPU and Nidhugg 0.2"
                        + " (Source-DPOR), Xeon E5-2630 v3; timeout 8 min. Confs = maximal"
                        + " configurations = Mazurkiewicz traces. Mem = peak resident memory in MB"
                        + " (jsmc's includes the JVM's own).");
        add(
                "qpor-t3",
                "QPOR Table 3: SV-COMP'17 pthread, DPU k=1 against Nidhugg",
                Style.COLUMNS,
                List.of(
                        Column.of("qpor-k1", TIME, "DPU k=1 Time"),
                        Column.of("qpor-k1", BUG, "DPU Bug"),
                        Column.of("source", TIME, "Nidhugg Time"),
                        Column.of("source", BUG, "Nidhugg Bug"),
                        Column.of("qpor-k1", TRACES, "DPU k=1 traces"),
                        Column.of("source", TRACES, "Nidhugg traces")),
                "Paper: QPOR, Appendix G; timeout 8 min. Bug: y when an error was found.");
        add(
                "bpor-t1",
                "Bounded POR Table I: ROUNDER's speedup over GenMC",
                Style.COLUMNS,
                List.of(
                        Column.of("trust", TIME, "GenMC Time (s)"),
                        new Column("trust-b2", SPEEDUP, "k = 2 Speedup", "trust"),
                        new Column("trust-b3", SPEEDUP, "k = 3 Speedup", "trust"),
                        Column.of("trust", TRACES, "GenMC traces"),
                        Column.of("trust-b2", TRACES, "k = 2 traces"),
                        Column.of("trust-b3", TRACES, "k = 3 traces")),
                "Paper: Optimal Bounded POR (Marmanis, Vafeiadis, FMCAD'23); GenMC with LLVM 11,"
                        + " 2x Xeon E5-2667 v2; timeout 30 min. Speedup = unbounded time / bounded"
                        + " time. The paper gives no trace counts.");
        String rvfNote =
                "Paper: RVF-SMC (Agarwal, Chatterjee, Pathak, Pavlogiannis, Toman, CAV'21);"
                        + " Nidhugg-based, LLVM 8, Xeon E5-1650 v3; timeout 1 h.";
        rvf("rvf-t1", "RVF-SMC Table 1: benchmarks where RVF-SMC reduces the traces", rvfNote);
        rvf("rvf-t2", "RVF-SMC Table 2: benchmarks with little or no reduction", rvfNote);
        List<Column> classic = new ArrayList<>();
        List<String> all =
                List.of(
                        "dfs",
                        "source",
                        "optimal",
                        "observers",
                        "rf",
                        "dc",
                        "vc",
                        "rvf",
                        "view",
                        "trust");
        all.forEach(a -> classic.add(Column.of(a, TRACES, "#" + a)));
        all.forEach(a -> classic.add(Column.of(a, TIME, "t " + a)));
        add(
                "classic",
                "Classic Nidhugg families",
                Style.COLUMNS,
                classic,
                "No paper table: the families of the DPOR literature, with their closed forms.");
    }

    private Layouts() {}

    private static void vcdpor(String id, String title, String... notes) {
        String[][] algorithms = {
            {"vc", "VC"},
            {"source", "Source"},
            {"optimal", "Optimal"},
            {"observers", "Optimal*"},
            {"dc", "DC"}
        };
        List<Column> columns = new ArrayList<>();
        for (String[] a : algorithms) {
            columns.add(Column.of(a[0], TRACES, "#" + a[1]));
        }
        for (String[] a : algorithms) {
            columns.add(Column.of(a[0], TIME, "t " + a[1]));
        }
        // The ratios the paper's reading compares (note §4.12), not columns of its tables.
        columns.add(new Column("vc", SPEEDUP, "t Optimal* / t VC", "observers"));
        columns.add(new Column("dc", SPEEDUP, "t Optimal / t DC", "optimal"));
        add(id, title, Style.COLUMNS, columns, notes);
    }

    private static void viequi(String id, String title, String... notes) {
        String[][] algorithms = {
            {"optimal", "ODPOR"}, {"observers", "obs-ODPOR"}, {"rvf", "RVF-SMC"}, {"view", "ViEqui"}
        };
        List<Column> columns = new ArrayList<>();
        for (String[] a : algorithms) {
            columns.add(Column.of(a[0], TRACES, a[1] + " #Seq"));
            columns.add(Column.of(a[0], TIME, a[1] + " Time"));
        }
        add(id, title, Style.COLUMNS, columns, notes);
    }

    private static void rvf(String id, String title, String... notes) {
        String[][] algorithms = {
            {"rvf", "RVF-SMC"},
            {"vc", "VC-DPOR"},
            {"rf", "Nidh/rfsc"},
            {"dc", "DC-DPOR"},
            {"source", "Nidh/source"},
            {"rvf-nosignals", "RVF-SMC w/o signals"},
            {"rvf-plain", "RVF-SMC plain VSC"}
        };
        List<Column> columns = new ArrayList<>();
        for (String[] a : algorithms) {
            columns.add(Column.of(a[0], TRACES, a[1]));
        }
        List<String> all = new ArrayList<>(List.of(notes));
        all.add(
                "RVF-SMC w/o signals, RVF-SMC plain VSC: jsmc's rvf without backtrack signals"
                        + " (--no-backtrack-signals) and with VerifySC's heuristics off"
                        + " (--verify-sc plain), the ablations of the paper's Fig. 11 (not in its"
                        + " tables); their counts must equal RVF-SMC's.");
        add(id, title, Style.METRIC_ROWS, columns, all.toArray(String[]::new));
    }

    private static void add(
            String id, String title, Style style, List<Column> columns, String... notes) {
        ALL.add(new Layout(id, title, style, columns, List.of(notes)));
    }

    /** Every layout, in the order of {@code benchmarks/MANIFEST.md}. */
    public static List<Layout> all() {
        return List.copyOf(ALL);
    }

    /** The layout with id {@code id}. */
    public static Optional<Layout> byId(String id) {
        return ALL.stream().filter(l -> l.id().equals(id)).findFirst();
    }

    /**
     * The configurations layout {@code id} shows (baselines of speedups included), or {@code null}
     * when there is no such layout.
     */
    public static Set<String> columnsOf(String id) {
        return byId(id).map(Layout::shownConfigurations).orElse(null);
    }

    /** The layout ids, comma-separated, for messages. */
    public static String ids() {
        return String.join(", ", ALL.stream().map(Layout::id).toList());
    }
}
