package org.jsmc.bench.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.jsmc.bench.Configuration;
import org.jsmc.bench.Fixture;
import org.junit.jupiter.api.Test;

class RunPlanTest {
    private static List<String> describe(RunPlan p) {
        return p.runs().stream().map(RunSpec::describe).toList();
    }

    @Test
    void rowParametersByDefaultQuickOnRequest() {
        RunPlan full =
                RunPlan.of(
                        Fixture.manifest(),
                        new Selection(List.of("dfs", "vc"), null, null, false),
                        Fixture.SUPPORTED,
                        List.of());
        assertThat(describe(full))
                .containsExactly(
                        "dfs writers(N=3)",
                        "dfs writers(N=8)",
                        "dfs writers(N=4)",
                        "dfs readers(N=2)",
                        "dfs readers(N=3)");
        assertThat(full.unregistered()).containsExactly("vc");
        assertThat(full.missingFiles()).containsExactly("T03");
        RunPlan quick =
                RunPlan.of(
                        Fixture.manifest(),
                        new Selection(List.of("dfs"), Set.of("T02"), null, true),
                        Fixture.SUPPORTED,
                        List.of());
        assertThat(describe(quick)).containsExactly("dfs readers(N=1)", "dfs readers(N=2)");
    }

    @Test
    void tablesRestrictFamiliesAndRows() {
        RunPlan p =
                RunPlan.of(
                        Fixture.manifest(),
                        new Selection(List.of("source"), null, Set.of("vcdpor-t1"), false),
                        Fixture.SUPPORTED,
                        List.of());
        assertThat(describe(p)).containsExactly("source writers(N=3)", "source writers(N=8)");
    }

    @Test
    void variantsRunOnlyWhereTheirTablesAreUnlessAskedFor() {
        java.util.function.Predicate<Configuration> all = c -> true;
        List<Configuration> defaults = new java.util.ArrayList<>();
        for (String a : List.of("qpor", "trust")) {
            defaults.add(Configuration.of(a));
            defaults.addAll(Configuration.variantsOf(a));
        }
        RunPlan p =
                RunPlan.of(
                        Fixture.manifest(), new Selection(null, null, null, true), all, defaults);
        assertThat(describe(p))
                .contains("qpor-k1 readers(N=1)")
                .doesNotContain("qpor-k1 writers(N=1)");
        assertThat(describe(p))
                .contains("trust-b2 writers(N=1)")
                .doesNotContain("trust-b2 readers(N=1)");
        RunPlan asked =
                RunPlan.of(
                        Fixture.manifest(),
                        new Selection(List.of("qpor-k1"), null, null, true),
                        all,
                        defaults);
        assertThat(describe(asked)).contains("qpor-k1 writers(N=1)");
    }
}
