package org.jsmc.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.jsmc.bench.Configuration;
import org.jsmc.bench.Fixture;
import org.jsmc.bench.table.Layouts;
import org.junit.jupiter.api.Test;

class RunPlanTest {
    private static final Predicate<Configuration> ALL = c -> true;

    /** qpor and trust with their variants, as if they were registered. */
    private static final List<Configuration> DEFAULTS = new ArrayList<>();

    static {
        for (String a : List.of("source", "optimal", "qpor", "trust")) {
            DEFAULTS.add(Configuration.of(a));
            DEFAULTS.addAll(Configuration.variantsOf(a));
        }
    }

    private static List<String> plan(Selection s, Predicate<Configuration> runnable) {
        return RunPlan.of(Fixture.manifest(), s, runnable, DEFAULTS, Layouts::columnsOf)
                .runs()
                .stream()
                .map(RunSpec::describe)
                .toList();
    }

    @Test
    void rowParametersByDefaultQuickOnRequest() {
        RunPlan full =
                RunPlan.of(
                        Fixture.manifest(),
                        new Selection(List.of("dfs", "vc"), null, null, false),
                        Fixture.SUPPORTED,
                        DEFAULTS,
                        Layouts::columnsOf);
        assertThat(full.runs())
                .extracting(RunSpec::describe)
                .containsExactly(
                        "dfs writers(N=3)",
                        "dfs writers(N=8)",
                        "dfs writers(N=4)",
                        "dfs readers(N=2)",
                        "dfs readers(N=3)");
        assertThat(full.unregistered()).containsExactly("vc");
        assertThat(full.missingFiles()).containsExactly("T03");
        List<Configuration> withDfs = new ArrayList<>(DEFAULTS);
        withDfs.add(Configuration.of("dfs"));
        assertThat(
                        RunPlan.of(
                                        Fixture.manifest(),
                                        new Selection(null, null, null, true),
                                        ALL,
                                        withDfs,
                                        Layouts::columnsOf)
                                .runs()
                                .stream()
                                .filter(s -> s.configuration().key().equals("dfs"))
                                .map(RunSpec::describe))
                .as("quick: every quick parameter, with the columns of all the family's tables")
                .containsExactly(
                        "dfs writers(N=1)",
                        "dfs writers(N=2)",
                        "dfs writers(N=3)",
                        "dfs readers(N=1)",
                        "dfs readers(N=2)");
        assertThat(plan(new Selection(List.of("dfs"), Set.of("T02"), null, true), ALL))
                .containsExactly("dfs readers(N=1)", "dfs readers(N=2)");
    }

    @Test
    void tablesRestrictFamiliesAndRows() {
        assertThat(plan(new Selection(List.of("source"), null, Set.of("vcdpor-t1"), false), ALL))
                .containsExactly("source writers(N=3)", "source writers(N=8)");
    }

    @Test
    void defaultsRunWhereTheTablesShowThem() {
        List<String> p = plan(Selection.ALL, ALL);
        // writers(8) is only a vcdpor-t1 row: no qpor, no trust there.
        assertThat(p).contains("source writers(N=8)", "optimal writers(N=8)");
        assertThat(p)
                .noneMatch(
                        s ->
                                s.endsWith("writers(N=8)")
                                        && (s.startsWith("qpor") || s.startsWith("trust")));
        // writers(3) is also a bpor-t1 row: trust and its bounds run there.
        assertThat(p)
                .contains("trust writers(N=3)", "trust-b2 writers(N=3)", "trust-b3 writers(N=3)");
        // readers(2) is a qpor-t1 row.
        assertThat(p).contains("qpor-k1 readers(N=2)", "qpor readers(N=2)");
        assertThat(p).doesNotContain("qpor-k1 writers(N=3)");
        // Quick parameters run what any of the family's tables shows.
        List<String> quick = plan(new Selection(null, null, null, true), ALL);
        assertThat(quick).contains("qpor-k1 readers(N=1)", "trust-b2 writers(N=1)");
        assertThat(quick).doesNotContain("qpor-k1 writers(N=1)", "trust-b2 readers(N=1)");
        assertThat(quick).contains("trust-b2 writers(N=2)", "qpor-k1 readers(N=2)");
        // Asked for by name, a configuration runs everywhere.
        assertThat(plan(new Selection(List.of("qpor-k1"), null, null, true), ALL))
                .contains("qpor-k1 writers(N=1)");
    }
}
