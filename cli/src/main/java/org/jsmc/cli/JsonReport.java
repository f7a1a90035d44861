package org.jsmc.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jsmc.bench.harness.PeakMemory;
import org.jsmc.explore.Counts;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Result;
import org.jsmc.ir.SourceLocation;

/** The report as one JSON object, for scripts ({@code --json}). */
final class JsonReport {
    private JsonReport() {}

    static String render(Report report) {
        Result r = report.result();
        Counts c = r.counts();
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("file", report.file());
        root.put("algorithm", r.algorithm());
        root.put("verdict", r.errorFound() ? "error" : "ok");
        root.put("complete", r.complete());
        root.put("loopBoundHit", r.loopBoundHit());
        Map<String, Object> counts = new LinkedHashMap<>();
        counts.put("traces", c.traces());
        counts.put("assumeBlocked", c.assumeBlocked());
        counts.put("sleepSetBlocked", c.sleepSetBlocked());
        counts.put("awaitBlocked", c.awaitBlocked());
        counts.put("boundPruned", c.boundPruned());
        counts.put("deadlocked", c.deadlocked());
        counts.put("errors", c.errors());
        root.put("counts", counts);
        r.firstError().ifPresent(e -> root.put("error", error(e, report)));
        if (report.answer() != null) {
            Map<String, Object> svcomp = new LinkedHashMap<>();
            svcomp.put("property", report.answer().property());
            svcomp.put("verdict", report.answer().verdict());
            svcomp.put("reason", report.answer().reason());
            svcomp.put("unroll", report.unroll());
            root.put("svcomp", svcomp);
        }
        root.put("nondetNarrowed", r.nondetNarrowed());
        root.put("statistics", r.statistics());
        root.put("seconds", report.seconds());
        root.put("peakMemoryMb", peakMemoryMb());
        try {
            return new ObjectMapper()
                            .enable(SerializationFeature.INDENT_OUTPUT)
                            .writeValueAsString(root)
                    + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the JSON report", e);
        }
    }

    /**
     * The peak resident memory of this process so far, in MB with one decimal: Linux's {@code
     * VmHWM} from {@code /proc/self/status}, which includes the JVM's own memory. {@code null} on
     * systems without {@code /proc}.
     */
    private static Double peakMemoryMb() {
        double mb = PeakMemory.ofThisProcess();
        return mb > 0 ? Math.round(mb * 10) / 10.0 : null;
    }

    private static Map<String, Object> error(ErrorTrace e, Report report) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(
                "kind",
                e.report().kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        m.put("message", e.report().message());
        m.put("thread", e.report().thread() == null ? null : e.report().thread().toString());
        m.put("location", location(e.report().location()));
        m.put("description", e.report().describe());
        if (e.report().partner() != null) {
            // a data race: the other access, the trace's second to last event
            m.put("racesWith", e.report().partner().toString());
        }
        List<Map<String, Object>> trace = new ArrayList<>();
        for (Report.TraceLine line : report.counterexample()) {
            Map<String, Object> ev = new LinkedHashMap<>();
            ev.put("event", line.id().toString());
            ev.put("thread", line.id().thread().toString());
            ev.put("index", line.id().index());
            ev.put("location", location(line.location()));
            ev.put("source", line.source());
            ev.put("action", line.description());
            trace.add(ev);
        }
        m.put("trace", trace);
        m.put("output", e.output());
        return m;
    }

    private static String location(SourceLocation l) {
        return l.isKnown() ? l.toString() : null;
    }
}
