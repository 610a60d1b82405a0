// Starts Swagger UI on the generated document. A file of its own: the CSP allows no inline script.
window.addEventListener('DOMContentLoaded', function () {
  window.ui = window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
