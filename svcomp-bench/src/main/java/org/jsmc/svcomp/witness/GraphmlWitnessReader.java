package org.jsmc.svcomp.witness;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Reads a GraphML 1.0 violation witness into a replay guide: the path of the witness automaton from
 * its entry node to a violation node (edges into sink nodes are left aside; where a node has
 * several other edges, the first is taken). Each edge of the path is a step, except the last one
 * (the last two for a {@code no-data-race} specification), which are the targets.
 *
 * <p>Thread identifiers are strings in GraphML; they are numbered as jsmc numbers threads: the
 * thread of the first edge ({@code main}) is 0 and the k-th {@code createThread} value is k.
 */
public final class GraphmlWitnessReader {
    private GraphmlWitnessReader() {}

    /**
     * The guide of the witness {@code text}.
     *
     * @param name the witness file's name, for messages
     * @throws WitnessException if {@code text} is not a GraphML violation witness
     */
    public static ReplayGuide read(byte[] text, String name) {
        Document doc = parse(text, name);
        Element root = doc.getDocumentElement();
        if (!"graphml".equals(root.getLocalName())) {
            throw fail(name, "the root element is <" + root.getTagName() + ">, not <graphml>");
        }
        Map<String, String> keyNames = new HashMap<>();
        Map<String, String> defaults = new HashMap<>();
        for (Element key : children(root, "key")) {
            String id = key.getAttribute("id");
            String attrName = key.getAttribute("attr.name");
            keyNames.put(id, attrName.isEmpty() ? id : attrName);
            for (Element d : children(key, "default")) {
                defaults.put(keyNames.get(id), d.getTextContent().strip());
            }
        }
        List<Element> graphs = children(root, "graph");
        if (graphs.isEmpty()) {
            throw fail(name, "no <graph> element");
        }
        Element graph = graphs.get(0);
        Map<String, String> info = data(graph, keyNames, Map.of());
        String type = info.getOrDefault("witness-type", "");
        if (!type.equals("violation_witness")) {
            throw fail(
                    name,
                    type.isEmpty()
                            ? "no witness-type (expected violation_witness)"
                            : "witness-type " + type + " is not violation_witness");
        }
        Map<String, Map<String, String>> nodes = new LinkedHashMap<>();
        for (Element node : children(graph, "node")) {
            nodes.put(node.getAttribute("id"), data(node, keyNames, defaults));
        }
        Map<String, List<Element>> outgoing = new HashMap<>();
        for (Element edge : children(graph, "edge")) {
            String source = edge.getAttribute("source");
            String target = edge.getAttribute("target");
            if (!nodes.containsKey(source) || !nodes.containsKey(target)) {
                throw fail(
                        name,
                        "edge " + source + " -> " + target + " names a node that does not exist");
            }
            outgoing.computeIfAbsent(source, s -> new ArrayList<>()).add(edge);
        }
        List<String> entries =
                nodes.entrySet().stream()
                        .filter(n -> "true".equals(n.getValue().get("entry")))
                        .map(Map.Entry::getKey)
                        .toList();
        if (entries.size() != 1) {
            throw fail(name, entries.size() + " entry nodes (expected exactly one)");
        }
        List<Map<String, String>> path = path(entries.get(0), nodes, outgoing, keyNames, name);
        return guide(info, path, name);
    }

    /** The data of the edges from {@code entry} to a violation node. */
    private static List<Map<String, String>> path(
            String entry,
            Map<String, Map<String, String>> nodes,
            Map<String, List<Element>> outgoing,
            Map<String, String> keyNames,
            String name) {
        List<Map<String, String>> path = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        String at = entry;
        while (!"true".equals(nodes.get(at).get("violation"))) {
            if (!seen.add(at)) {
                throw fail(name, "the path from the entry node runs in a cycle at node " + at);
            }
            Element next = null;
            for (Element e : outgoing.getOrDefault(at, List.of())) {
                if (!"true".equals(nodes.get(e.getAttribute("target")).get("sink"))) {
                    next = e;
                    break;
                }
            }
            if (next == null) {
                throw fail(name, "no path from the entry node to a violation node");
            }
            path.add(data(next, keyNames, Map.of()));
            at = next.getAttribute("target");
        }
        return path;
    }

    private static ReplayGuide guide(
            Map<String, String> info, List<Map<String, String>> path, String name) {
        String specification = info.getOrDefault("specification", "");
        String program = info.getOrDefault("programfile", "");
        boolean race = Specification.propertyName(specification).orElse("").equals("no-data-race");
        int targetCount = race && path.size() >= 2 ? 2 : 1;
        if (path.size() < targetCount) {
            throw fail(name, "the entry node is a violation node: no edge names the violation");
        }
        String main = path.get(0).getOrDefault("threadId", "0");
        Map<String, Integer> threads = new HashMap<>();
        threads.put(main, 0);
        List<Step> steps = new ArrayList<>();
        List<Target> targets = new ArrayList<>();
        for (int i = 0; i < path.size(); i++) {
            Map<String, String> edge = path.get(i);
            int thread =
                    threads.computeIfAbsent(
                            edge.getOrDefault("threadId", main), t -> threads.size());
            Place place =
                    new Place(
                            program,
                            line(edge, name),
                            0,
                            edge.getOrDefault("assumption.scope", ""));
            if (i >= path.size() - targetCount) {
                targets.add(new Target(thread, place));
                continue;
            }
            String child = edge.get("createThread");
            OptionalLong value = Constraints.result(edge.getOrDefault("assumption", ""));
            if (child != null) {
                int number = threads.computeIfAbsent(child, t -> threads.size());
                steps.add(new Step.Create(thread, place, number, startRoutine(path, i, child)));
            } else if (value.isPresent()) {
                steps.add(
                        new Step.Choose(
                                thread,
                                place,
                                value.getAsLong(),
                                edge.getOrDefault("assumption.resultfunction", "")));
            } else {
                steps.add(new Step.Visit(thread, place));
            }
        }
        return new ReplayGuide(specification, info.getOrDefault("programhash", ""), steps, targets);
    }

    /** The {@code enterFunction} of the first edge of thread {@code child} after edge {@code i}. */
    private static String startRoutine(List<Map<String, String>> path, int i, String child) {
        for (Map<String, String> e : path.subList(i + 1, path.size())) {
            if (child.equals(e.get("threadId"))) {
                return e.getOrDefault("enterFunction", "");
            }
        }
        return "";
    }

    private static int line(Map<String, String> edge, String name) {
        String s = edge.get("startline");
        if (s == null) {
            return 0;
        }
        try {
            int line = Integer.parseInt(s.strip());
            if (line >= 1) {
                return line;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw fail(name, "startline '" + s + "' is not a line number");
    }

    /** The {@code data} children of {@code e} by key name, over {@code defaults}. */
    private static Map<String, String> data(
            Element e, Map<String, String> keyNames, Map<String, String> defaults) {
        Map<String, String> data = new HashMap<>(defaults);
        for (Element d : children(e, "data")) {
            String key = d.getAttribute("key");
            data.put(keyNames.getOrDefault(key, key), d.getTextContent().strip());
        }
        return data;
    }

    private static List<Element> children(Element parent, String localName) {
        List<Element> list = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && localName.equals(e.getLocalName())) {
                list.add(e);
            }
        }
        return list;
    }

    private static Document parse(byte[] text, String name) {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setXIncludeAware(false);
            f.setExpandEntityReferences(false);
            var builder = f.newDocumentBuilder();
            builder.setErrorHandler(new DefaultHandler());
            return builder.parse(new ByteArrayInputStream(text));
        } catch (SAXException e) {
            throw fail(
                    name, "not well-formed XML: " + e.getMessage().lines().findFirst().orElse(""));
        } catch (IOException | ParserConfigurationException e) {
            throw new WitnessException("witness " + name + ": " + e.getMessage(), e);
        }
    }

    private static WitnessException fail(String name, String what) {
        return new WitnessException("witness " + name + ": " + what);
    }
}
