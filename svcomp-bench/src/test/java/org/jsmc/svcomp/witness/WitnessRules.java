package org.jsmc.svcomp.witness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.helpers.DefaultHandler;

/**
 * The formats' rules, checked on witness text: the YAML format against jsmc's own JSON Schema
 * ({@code violation-witness-2.2.schema.json}) plus what a schema cannot say; GraphML by structure.
 * Each check returns the problems found, empty for a valid witness. Shared with the cli tests.
 */
public final class WitnessRules {
    private WitnessRules() {}

    private static final JsonSchema SCHEMA = loadSchema();

    private static JsonSchema loadSchema() {
        try (InputStream in =
                WitnessRules.class.getResourceAsStream("violation-witness-2.2.schema.json")) {
            SchemaValidatorsConfig config =
                    SchemaValidatorsConfig.builder().formatAssertionsEnabled(true).build();
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                    .getSchema(in, config);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The problems of a YAML violation witness. */
    public static List<String> yamlProblems(String yaml) {
        JsonNode root;
        try {
            root = new YAMLMapper().readTree(yaml);
        } catch (IOException e) {
            return List.of("not YAML: " + e.getMessage());
        }
        List<String> problems = new ArrayList<>();
        for (ValidationMessage m : SCHEMA.validate(root)) {
            problems.add(m.getMessage());
        }
        if (!problems.isEmpty()) {
            return problems;
        }
        for (JsonNode entry : root) {
            JsonNode task = entry.at("/metadata/task");
            Set<String> inputs = new HashSet<>();
            task.get("input_files").forEach(f -> inputs.add(f.asText()));
            Set<String> hashed = new HashSet<>();
            task.get("input_file_hashes").fieldNames().forEachRemaining(hashed::add);
            if (!hashed.equals(inputs)) {
                problems.add("input_file_hashes " + hashed + " != input_files " + inputs);
            }
            JsonNode content = entry.get("content");
            int created = 0;
            for (int i = 0; i < content.size(); i++) {
                boolean last = i == content.size() - 1;
                boolean target = false;
                for (JsonNode item : content.get(i).get("segment")) {
                    JsonNode w = item.get("waypoint");
                    String at = "segment " + i + ": ";
                    target |= w.get("type").asText().equals("target");
                    if (!inputs.contains(w.at("/location/file_name").asText())) {
                        problems.add(at + "file_name is not an input file");
                    }
                    int thread = w.path("thread_id").asInt(0);
                    if (thread > created) {
                        problems.add(at + "thread " + thread + " is not created yet");
                    }
                    if (w.get("type").asText().equals("function_enter")
                            && w.get("action").asText().equals("follow")) {
                        created++;
                    }
                }
                if (target != last) {
                    problems.add(
                            "segment "
                                    + i
                                    + (last
                                            ? ": the final segment has no target"
                                            : ": a target" + " before the final segment"));
                }
            }
        }
        return problems;
    }

    /** The keys a GraphML violation witness's graph must have. */
    private static final List<String> GRAPH_KEYS =
            List.of(
                    "witness-type",
                    "sourcecodelang",
                    "producer",
                    "specification",
                    "programfile",
                    "programhash",
                    "architecture",
                    "creationtime");

    /** The problems of a GraphML violation witness. */
    public static List<String> graphmlProblems(String xml) {
        Document doc;
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            var builder = f.newDocumentBuilder();
            builder.setErrorHandler(new DefaultHandler());
            doc = builder.parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        } catch (Exception e) {
            return List.of("not well-formed XML: " + e.getMessage());
        }
        List<String> problems = new ArrayList<>();
        Element root = doc.getDocumentElement();
        if (!"graphml".equals(root.getLocalName())
                || !GraphmlWitnessWriter.NAMESPACE.equals(root.getNamespaceURI())) {
            problems.add("root is not graphml in the GraphML namespace");
            return problems;
        }
        Map<String, String> domains = new HashMap<>();
        Map<String, String> names = new HashMap<>();
        Map<String, String> defaults = new HashMap<>();
        for (Element key : children(root, "key")) {
            String id = key.getAttribute("id");
            if (domains.put(id, key.getAttribute("for")) != null) {
                problems.add("key " + id + " declared twice");
            }
            names.put(id, key.getAttribute("attr.name"));
            if (!Set.of("string", "int", "boolean", "long", "float", "double")
                    .contains(key.getAttribute("attr.type"))) {
                problems.add("key " + id + " has no valid attr.type");
            }
            for (Element d : children(key, "default")) {
                defaults.put(names.get(id), d.getTextContent());
            }
        }
        List<Element> graphs = children(root, "graph");
        if (graphs.size() != 1) {
            problems.add(graphs.size() + " graphs");
            return problems;
        }
        Element graph = graphs.get(0);
        Map<String, String> info = data(graph, "graph", domains, names, problems, Map.of());
        for (String k : GRAPH_KEYS) {
            if (!names.containsValue(k)) {
                problems.add("key " + k + " not declared");
            }
            if (info.getOrDefault(k, "").isEmpty()) {
                problems.add("graph data " + k + " missing");
            }
        }
        if (!"violation_witness".equals(info.get("witness-type"))) {
            problems.add("witness-type is " + info.get("witness-type"));
        }
        if (!"C".equals(info.get("sourcecodelang"))) {
            problems.add("sourcecodelang is " + info.get("sourcecodelang"));
        }
        if (!info.getOrDefault("programhash", "").matches("[0-9a-f]{64}")) {
            problems.add("programhash is no SHA-256");
        }
        if (!Set.of("32bit", "64bit").contains(info.getOrDefault("architecture", ""))) {
            problems.add("architecture is " + info.get("architecture"));
        }
        try {
            OffsetDateTime.parse(info.getOrDefault("creationtime", ""));
        } catch (DateTimeParseException e) {
            problems.add("creationtime is not ISO 8601 with an offset");
        }
        Map<String, Map<String, String>> nodes = new HashMap<>();
        int entries = 0;
        int violations = 0;
        for (Element node : children(graph, "node")) {
            Map<String, String> d = data(node, "node", domains, names, problems, defaults);
            if (nodes.put(node.getAttribute("id"), d) != null) {
                problems.add("node " + node.getAttribute("id") + " declared twice");
            }
            entries += "true".equals(d.get("entry")) ? 1 : 0;
            violations += "true".equals(d.get("violation")) ? 1 : 0;
        }
        if (entries != 1 || violations != 1) {
            problems.add(entries + " entry nodes and " + violations + " violation nodes");
        }
        Set<String> threads = new HashSet<>();
        boolean first = true;
        for (Element edge : children(graph, "edge")) {
            String from = edge.getAttribute("source");
            String to = edge.getAttribute("target");
            if (!nodes.containsKey(from) || !nodes.containsKey(to)) {
                problems.add("edge " + from + " -> " + to + " connects a missing node");
            }
            Map<String, String> d = data(edge, "edge", domains, names, problems, Map.of());
            if (d.containsKey("startline") && !d.get("startline").matches("[1-9][0-9]*")) {
                problems.add("startline " + d.get("startline"));
            }
            String thread = d.get("threadId");
            if (first && thread != null) {
                threads.add(thread);
            } else if (thread != null && !threads.contains(thread)) {
                problems.add("threadId " + thread + " used before a createThread names it");
            }
            first = false;
            if (d.containsKey("createThread") && !threads.add(d.get("createThread"))) {
                problems.add("createThread " + d.get("createThread") + " twice");
            }
            if (d.getOrDefault("assumption", "").contains("\\result")
                    && !d.containsKey("assumption.resultfunction")) {
                problems.add("\\result without assumption.resultfunction");
            }
        }
        return problems;
    }

    private static Map<String, String> data(
            Element e,
            String domain,
            Map<String, String> domains,
            Map<String, String> names,
            List<String> problems,
            Map<String, String> defaults) {
        Map<String, String> data = new HashMap<>(defaults);
        for (Element d : children(e, "data")) {
            String key = d.getAttribute("key");
            String declared = domains.get(key);
            if (declared == null) {
                problems.add("data key " + key + " not declared");
            } else if (!declared.equals(domain) && !declared.equals("all")) {
                problems.add("key " + key + " is for " + declared + ", used on a " + domain);
            } else {
                data.put(names.get(key), d.getTextContent());
            }
        }
        return data;
    }

    private static List<Element> children(Element parent, String localName) {
        List<Element> list = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element c && localName.equals(c.getLocalName())) {
                list.add(c);
            }
        }
        return list;
    }
}
