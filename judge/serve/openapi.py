"""The API's OpenAPI 3.1 document (``GET /api/openapi.json``), derived from the one declaration
of the endpoints (``judge.serve.api.ENDPOINTS``): their paths, parameters, help, and the errors
each can answer with."""

from __future__ import annotations

from typing import Any

from judge import __version__
from judge.commands import JSON_SCHEMA
from judge.serve.api import ENDPOINTS, Endpoint, Param
from judge.serve.settings import MAX_LIMIT, MAX_QUERY

_ERROR = {"$ref": "#/components/responses/Error"}


def _json(schema: str) -> dict[str, Any]:
    return {"application/json": {"schema": {"$ref": f"#/components/schemas/{schema}"}}}


#: what each error status means here
STATUSES = {
    "400": "A parameter is missing, unknown, malformed or out of range; an ambiguous id.",
    "404": "No clause has this id.",
    "408": "The body was not sent within the time limit.",
    "413": "The body is over 1 MiB (the scenario loader's limit).",
    "422": "The body is not a valid scenario file (the error names the line and key).",
    "429": "Over the rate limit of this client address; Retry-After says when to try again.",
    "503": "No answer within the time limit, or too many requests waiting; Retry-After.",
}


def _parameter(param: Param) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "string", "maxLength": MAX_QUERY}
    if param.kind == "count":
        schema = {"type": "integer", "minimum": 1, "maximum": MAX_LIMIT}
    elif param.kind == "lang":
        schema = {"type": "string", "enum": ["en", "ru", "hu"]}
    if param.default is not None:
        schema["default"] = param.default
    return {
        "name": param.name,
        "in": "path" if param.in_path else "query",
        "required": param.required or param.in_path,
        "description": param.help,
        "schema": schema,
    }


def _operation(endpoint: Endpoint) -> dict[str, Any]:
    statuses = ["400", "429", "503"]
    if any(p.in_path for p in endpoint.params):
        statuses.append("404")
    if endpoint.body:
        statuses += ["408", "413", "422"]
    made = f"The document `{endpoint.cli} --json` prints." if endpoint.cli else ""
    operation: dict[str, Any] = {
        "operationId": endpoint.name,
        "summary": endpoint.summary,
        "description": made,
        "parameters": [_parameter(p) for p in endpoint.params],
        "responses": {
            "200": {
                "description": made or endpoint.summary,
                "content": {
                    "application/json": {"schema": {"$ref": "#/components/schemas/Document"}}
                },
            },
            **{status: {**_ERROR, "description": STATUSES[status]} for status in sorted(statuses)},
        },
    }
    if endpoint.body:
        operation["requestBody"] = {
            "required": True,
            "description": "A scenario file (YAML, the scenario format), at most 1 MiB.",
            "content": {"application/yaml": {"schema": {"type": "string"}}},
        }
    return operation


def document() -> dict[str, Any]:
    """The OpenAPI document."""
    paths: dict[str, dict[str, Any]] = {}
    for endpoint in ENDPOINTS:
        paths.setdefault(endpoint.path, {})[endpoint.method.lower()] = _operation(endpoint)
    error = {
        "type": "object",
        "required": ["schema", "error"],
        "properties": {
            "schema": {"type": "integer"},
            "error": {
                "type": "object",
                "required": ["message", "file", "line", "code", "kind"],
                "properties": {
                    "message": {"type": "string"},
                    "file": {"type": ["string", "null"]},
                    "line": {"type": ["integer", "null"]},
                    "code": {"type": "integer", "description": "the CLI's exit status"},
                    "kind": {"type": "string", "description": "the error's class"},
                },
            },
        },
    }
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "judge",
            "version": __version__,
            "description": "The rules judge for Берсерк, Берсерк. Герои and Hatalom Kártyái: "
            "every document is the one the command line prints with --json.",
        },
        "paths": paths,
        "components": {
            "schemas": {
                "Document": {
                    "type": "object",
                    "required": ["schema"],
                    "properties": {"schema": {"type": "integer", "const": JSON_SCHEMA}},
                    "description": "A --json document of the command line (see the README, "
                    "JSON output).",
                },
                "Error": error,
            },
            "responses": {
                "Error": {
                    "description": "An error, as --json prints it.",
                    "content": {
                        "application/json": {"schema": {"$ref": "#/components/schemas/Error"}}
                    },
                }
            },
        },
    }
