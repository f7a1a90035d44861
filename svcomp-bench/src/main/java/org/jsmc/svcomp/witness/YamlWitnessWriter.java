package org.jsmc.svcomp.witness;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a replay guide as a YAML violation witness, format 2.2 (format 2.0 with the thread
 * extension): one {@code violation_sequence} entry whose content has one segment per step, each
 * with a single {@code follow} waypoint, and a final segment with the target waypoint(s). See the
 * package documentation for what each waypoint means.
 */
public final class YamlWitnessWriter {
    private YamlWitnessWriter() {}

    /** The format version written. */
    public static final String FORMAT_VERSION = "2.2";

    private static final YAMLMapper YAML =
            new YAMLMapper(
                    YAMLFactory.builder()
                            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
                            .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS)
                            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
                            .build());

    /** The witness of {@code guide} for {@code task}. */
    public static String write(ReplayGuide guide, WitnessTask task) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("entry_type", "violation_sequence");
        entry.put("metadata", metadata(task));
        List<Object> content = new ArrayList<>();
        for (Step s : guide.steps()) {
            content.add(segment(List.of(waypoint(s))));
        }
        List<Object> last = new ArrayList<>();
        for (Target t : guide.targets()) {
            last.add(waypoint("target", t.thread(), null, null, t.place()));
        }
        content.add(segment(last));
        entry.put("content", content);
        try {
            return YAML.writeValueAsString(List.of(entry));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("writing a YAML witness", e);
        }
    }

    private static Map<String, Object> metadata(WitnessTask task) {
        Map<String, Object> producer = new LinkedHashMap<>();
        producer.put("name", task.producer());
        producer.put("version", task.version());
        Map<String, Object> t = new LinkedHashMap<>();
        t.put("input_files", List.of(task.programFile()));
        t.put("input_file_hashes", Map.of(task.programFile(), task.programHash()));
        t.put("specification", Specification.formula(task.specification()));
        t.put("data_model", task.dataModel().name());
        t.put("language", "C");
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format_version", FORMAT_VERSION);
        m.put("uuid", task.uuid().toString());
        m.put("creation_time", task.creationTime().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        m.put("producer", producer);
        m.put("task", t);
        return m;
    }

    private static Map<String, Object> segment(List<Object> waypoints) {
        return Map.of("segment", waypoints);
    }

    private static Object waypoint(Step s) {
        if (s instanceof Step.Create c) {
            return waypoint("function_enter", c.thread(), null, null, c.place());
        }
        if (s instanceof Step.Choose c) {
            return waypoint(
                    "function_return",
                    c.thread(),
                    "\\result == " + c.value(),
                    "acsl_expression",
                    c.place());
        }
        return waypoint("assumption", s.thread(), "1", "c_expression", s.place());
    }

    private static Object waypoint(
            String type, int thread, String constraint, String format, Place place) {
        Map<String, Object> w = new LinkedHashMap<>();
        w.put("type", type);
        w.put("action", "follow");
        w.put("thread_id", thread);
        if (constraint != null) {
            Map<String, Object> c = new LinkedHashMap<>();
            c.put("value", constraint);
            c.put("format", format);
            w.put("constraint", c);
        }
        Map<String, Object> at = new LinkedHashMap<>();
        at.put("file_name", place.file());
        at.put("line", place.line());
        if (place.column() > 0) {
            at.put("column", place.column());
        }
        if (!place.function().isEmpty()) {
            at.put("function", place.function());
        }
        w.put("location", at);
        return Map.of("waypoint", w);
    }
}
