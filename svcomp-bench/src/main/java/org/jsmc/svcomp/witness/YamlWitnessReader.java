package org.jsmc.svcomp.witness;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.OptionalLong;

/**
 * Reads a YAML violation witness, format 2.x (2.0, and 2.1 and 2.2 with {@code thread_id}), into a
 * replay guide: each {@code follow} waypoint of a normal segment is a step, the {@code target}
 * waypoints of the final segment are the targets. {@code avoid} waypoints are ignored (a replay
 * follows one schedule, it does not search).
 */
public final class YamlWitnessReader {
    private YamlWitnessReader() {}

    private static final YAMLMapper YAML = new YAMLMapper();

    /**
     * The guide of the first {@code violation_sequence} entry of {@code text}.
     *
     * @param name the witness file's name, for messages
     * @throws WitnessException if {@code text} is not such a witness
     */
    public static ReplayGuide read(String text, String name) {
        JsonNode root;
        try {
            root = YAML.readTree(text);
        } catch (JsonProcessingException e) {
            throw new WitnessException(
                    "witness " + name + ": not YAML: " + firstLine(e.getOriginalMessage()), e);
        }
        Parse p = new Parse(name);
        if (root == null || !root.isArray()) {
            throw p.fail("", "a list of entries");
        }
        for (int i = 0; i < root.size(); i++) {
            JsonNode entry = root.get(i);
            if (entry.isObject()
                    && "violation_sequence".equals(entry.path("entry_type").asText())) {
                return p.entry(entry, "[" + i + "]");
            }
        }
        throw new WitnessException(
                "witness "
                        + name
                        + ": no entry of type violation_sequence (not a violation witness)");
    }

    /** One parse, for messages that name the file and the path to the bad node. */
    private record Parse(String name) {
        ReplayGuide entry(JsonNode entry, String at) {
            JsonNode metadata = object(entry, "metadata", at);
            String version = text(metadata, "format_version", at + ".metadata");
            if (!version.startsWith("2.")) {
                throw new WitnessException(
                        "witness "
                                + name
                                + ": format_version "
                                + version
                                + " is not a YAML witness format jsmc reads (2.x)");
            }
            JsonNode task = object(metadata, "task", at + ".metadata");
            String specification = text(task, "specification", at + ".metadata.task");
            String hash = "";
            Iterator<JsonNode> hashes = task.path("input_file_hashes").elements();
            if (hashes.hasNext()) {
                hash = hashes.next().asText();
            }
            JsonNode content = entry.get("content");
            if (content == null || !content.isArray() || content.isEmpty()) {
                throw fail(at + ".content", "a non-empty list of segments");
            }
            List<Step> steps = new ArrayList<>();
            List<Target> targets = new ArrayList<>();
            int[] created = {0};
            for (int i = 0; i < content.size(); i++) {
                String segmentAt = at + ".content[" + i + "].segment";
                JsonNode segment = content.get(i).get("segment");
                if (segment == null || !segment.isArray() || segment.isEmpty()) {
                    throw fail(segmentAt, "a non-empty list of waypoints");
                }
                boolean last = i == content.size() - 1;
                for (int j = 0; j < segment.size(); j++) {
                    String wAt = segmentAt + "[" + j + "].waypoint";
                    JsonNode w = object(segment.get(j), "waypoint", segmentAt + "[" + j + "]");
                    String action = text(w, "action", wAt);
                    if (!action.equals("follow") && !action.equals("avoid")) {
                        throw fail(wAt + ".action", "follow or avoid, not '" + action + "'");
                    }
                    String type = text(w, "type", wAt);
                    if (action.equals("avoid")) {
                        continue;
                    }
                    int thread = thread(w, wAt);
                    Place place = place(object(w, "location", wAt), wAt + ".location");
                    if (type.equals("target")) {
                        if (!last) {
                            throw fail(wAt, "no target waypoint before the final segment");
                        }
                        targets.add(new Target(thread, place));
                    } else {
                        steps.add(step(type, thread, place, w, wAt, created));
                    }
                }
            }
            if (targets.isEmpty() || targets.size() > 2) {
                throw fail(
                        at + ".content",
                        "a final segment with one target waypoint (two for a data race)");
            }
            return new ReplayGuide(specification, hash, steps, targets);
        }

        private Step step(
                String type, int thread, Place place, JsonNode w, String at, int[] created) {
            switch (type) {
                case "assumption", "branching" -> {
                    return new Step.Visit(thread, place);
                }
                case "function_enter" -> {
                    return new Step.Create(thread, place, ++created[0], "");
                }
                case "function_return" -> {
                    JsonNode constraint = w.path("constraint").path("value");
                    OptionalLong value = Constraints.result(constraint.asText(""));
                    return value.isPresent()
                            ? new Step.Choose(thread, place, value.getAsLong(), "")
                            : new Step.Visit(thread, place);
                }
                default ->
                        throw fail(
                                at + ".type",
                                "assumption, target, function_enter, function_return or"
                                        + " branching, not '"
                                        + type
                                        + "'");
            }
        }

        private int thread(JsonNode w, String at) {
            JsonNode t = w.get("thread_id");
            if (t == null) {
                return 0;
            }
            if (!t.canConvertToInt() || !t.isIntegralNumber() || t.asInt() < 0) {
                throw fail(at + ".thread_id", "a thread number (0 for main)");
            }
            return t.asInt();
        }

        private Place place(JsonNode location, String at) {
            String file = text(location, "file_name", at);
            int line = number(location, "line", at, 1);
            int column = location.has("column") ? number(location, "column", at, 0) : 0;
            String function = location.path("function").asText("");
            return new Place(file, line, column, function);
        }

        private int number(JsonNode node, String key, String at, int min) {
            JsonNode n = node.get(key);
            if (n == null || !n.isIntegralNumber() || !n.canConvertToInt() || n.asInt() < min) {
                throw fail(at + "." + key, "a whole number of at least " + min);
            }
            return n.asInt();
        }

        private JsonNode object(JsonNode node, String key, String at) {
            JsonNode o = node == null ? null : node.get(key);
            if (o == null || !o.isObject()) {
                throw fail(at + "." + key, "a mapping");
            }
            return o;
        }

        private String text(JsonNode node, String key, String at) {
            JsonNode t = node.get(key);
            if (t == null || !t.isValueNode() || t.isNull()) {
                throw fail(at + "." + key, "a value");
            }
            return t.asText();
        }

        WitnessException fail(String at, String expected) {
            String where = at.isEmpty() ? "" : " at " + (at.startsWith(".") ? at.substring(1) : at);
            return new WitnessException("witness " + name + ":" + where + " expected " + expected);
        }
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "unreadable";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
